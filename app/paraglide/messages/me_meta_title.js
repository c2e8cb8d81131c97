/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Meta_TitleInputs */

const en_me_meta_title = /** @type {(inputs: Me_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My page`)
};

const de_me_meta_title = /** @type {(inputs: Me_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Seite`)
};

const fr_me_meta_title = /** @type {(inputs: Me_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ma page`)
};

const es_me_meta_title = /** @type {(inputs: Me_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mi página`)
};

const pt_br2_me_meta_title = /** @type {(inputs: Me_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minha página`)
};

const ja_me_meta_title = /** @type {(inputs: Me_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`マイページ`)
};

const ko_me_meta_title = /** @type {(inputs: Me_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`마이 페이지`)
};

/**
* | output |
* | --- |
* | "My page" |
*
* @param {Me_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_meta_title = /** @type {((inputs?: Me_Meta_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Meta_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_meta_title(inputs)
	if (locale === "fr") return fr_me_meta_title(inputs)
	if (locale === "es") return es_me_meta_title(inputs)
	if (locale === "pt-BR") return pt_br2_me_meta_title(inputs)
	if (locale === "ja") return ja_me_meta_title(inputs)
	if (locale === "ko") return ko_me_meta_title(inputs)
	return en_me_meta_title(inputs)
});