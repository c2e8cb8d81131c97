/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Cat_AllInputs */

const en_faq_cat_all = /** @type {(inputs: Faq_Cat_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Questions`)
};

const de_faq_cat_all = /** @type {(inputs: Faq_Cat_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Fragen`)
};

const fr_faq_cat_all = /** @type {(inputs: Faq_Cat_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les questions`)
};

const es_faq_cat_all = /** @type {(inputs: Faq_Cat_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las preguntas`)
};

const pt_br2_faq_cat_all = /** @type {(inputs: Faq_Cat_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas as perguntas`)
};

const ja_faq_cat_all = /** @type {(inputs: Faq_Cat_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`すべての質問`)
};

const ko_faq_cat_all = /** @type {(inputs: Faq_Cat_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`전체 질문`)
};

/**
* | output |
* | --- |
* | "All Questions" |
*
* @param {Faq_Cat_AllInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_cat_all = /** @type {((inputs?: Faq_Cat_AllInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Cat_AllInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_cat_all(inputs)
	if (locale === "fr") return fr_faq_cat_all(inputs)
	if (locale === "es") return es_faq_cat_all(inputs)
	if (locale === "pt-BR") return pt_br2_faq_cat_all(inputs)
	if (locale === "ja") return ja_faq_cat_all(inputs)
	if (locale === "ko") return ko_faq_cat_all(inputs)
	return en_faq_cat_all(inputs)
});