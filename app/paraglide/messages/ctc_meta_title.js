/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ctc_Meta_TitleInputs */

const en_ctc_meta_title = /** @type {(inputs: Ctc_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacts`)
};

const de_ctc_meta_title = /** @type {(inputs: Ctc_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontakte`)
};

const fr_ctc_meta_title = /** @type {(inputs: Ctc_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacts`)
};

const es_ctc_meta_title = /** @type {(inputs: Ctc_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contactos`)
};

const pt_br2_ctc_meta_title = /** @type {(inputs: Ctc_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contatos`)
};

const ja_ctc_meta_title = /** @type {(inputs: Ctc_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`連絡先`)
};

const ko_ctc_meta_title = /** @type {(inputs: Ctc_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`연락처`)
};

/**
* | output |
* | --- |
* | "Contacts" |
*
* @param {Ctc_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ctc_meta_title = /** @type {((inputs?: Ctc_Meta_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ctc_Meta_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ctc_meta_title(inputs)
	if (locale === "fr") return fr_ctc_meta_title(inputs)
	if (locale === "es") return es_ctc_meta_title(inputs)
	if (locale === "pt-BR") return pt_br2_ctc_meta_title(inputs)
	if (locale === "ja") return ja_ctc_meta_title(inputs)
	if (locale === "ko") return ko_ctc_meta_title(inputs)
	return en_ctc_meta_title(inputs)
});