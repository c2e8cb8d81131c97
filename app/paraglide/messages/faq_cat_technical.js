/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Cat_TechnicalInputs */

const en_faq_cat_technical = /** @type {(inputs: Faq_Cat_TechnicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Technical`)
};

const de_faq_cat_technical = /** @type {(inputs: Faq_Cat_TechnicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Technik`)
};

const fr_faq_cat_technical = /** @type {(inputs: Faq_Cat_TechnicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Technique`)
};

const es_faq_cat_technical = /** @type {(inputs: Faq_Cat_TechnicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Técnico`)
};

const pt_br2_faq_cat_technical = /** @type {(inputs: Faq_Cat_TechnicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Técnico`)
};

const ja_faq_cat_technical = /** @type {(inputs: Faq_Cat_TechnicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`技術`)
};

const ko_faq_cat_technical = /** @type {(inputs: Faq_Cat_TechnicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`기술`)
};

/**
* | output |
* | --- |
* | "Technical" |
*
* @param {Faq_Cat_TechnicalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_cat_technical = /** @type {((inputs?: Faq_Cat_TechnicalInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Cat_TechnicalInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_cat_technical(inputs)
	if (locale === "fr") return fr_faq_cat_technical(inputs)
	if (locale === "es") return es_faq_cat_technical(inputs)
	if (locale === "pt-BR") return pt_br2_faq_cat_technical(inputs)
	if (locale === "ja") return ja_faq_cat_technical(inputs)
	if (locale === "ko") return ko_faq_cat_technical(inputs)
	return en_faq_cat_technical(inputs)
});