/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Meta_TitleInputs */

const en_faq_meta_title = /** @type {(inputs: Faq_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frequently Asked Questions`)
};

const de_faq_meta_title = /** @type {(inputs: Faq_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Häufig gestellte Fragen`)
};

const fr_faq_meta_title = /** @type {(inputs: Faq_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions fréquentes`)
};

const es_faq_meta_title = /** @type {(inputs: Faq_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preguntas frecuentes`)
};

const pt_br2_faq_meta_title = /** @type {(inputs: Faq_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perguntas frequentes`)
};

const ja_faq_meta_title = /** @type {(inputs: Faq_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`よくある質問`)
};

const ko_faq_meta_title = /** @type {(inputs: Faq_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`자주 묻는 질문`)
};

/**
* | output |
* | --- |
* | "Frequently Asked Questions" |
*
* @param {Faq_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_meta_title = /** @type {((inputs?: Faq_Meta_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Meta_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_meta_title(inputs)
	if (locale === "fr") return fr_faq_meta_title(inputs)
	if (locale === "es") return es_faq_meta_title(inputs)
	if (locale === "pt-BR") return pt_br2_faq_meta_title(inputs)
	if (locale === "ja") return ja_faq_meta_title(inputs)
	if (locale === "ko") return ko_faq_meta_title(inputs)
	return en_faq_meta_title(inputs)
});