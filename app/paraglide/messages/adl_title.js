/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adl_TitleInputs */

const en_adl_title = /** @type {(inputs: Adl_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listings`)
};

const de_adl_title = /** @type {(inputs: Adl_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einträge`)
};

const fr_adl_title = /** @type {(inputs: Adl_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référencements`)
};

const es_adl_title = /** @type {(inputs: Adl_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anuncios`)
};

const pt_br2_adl_title = /** @type {(inputs: Adl_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listagens`)
};

const ja_adl_title = /** @type {(inputs: Adl_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`掲載一覧`)
};

const ko_adl_title = /** @type {(inputs: Adl_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`등재 목록`)
};

/**
* | output |
* | --- |
* | "Listings" |
*
* @param {Adl_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adl_title = /** @type {((inputs?: Adl_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adl_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adl_title(inputs)
	if (locale === "fr") return fr_adl_title(inputs)
	if (locale === "es") return es_adl_title(inputs)
	if (locale === "pt-BR") return pt_br2_adl_title(inputs)
	if (locale === "ja") return ja_adl_title(inputs)
	if (locale === "ko") return ko_adl_title(inputs)
	return en_adl_title(inputs)
});