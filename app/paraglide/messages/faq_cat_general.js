/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Cat_GeneralInputs */

const en_faq_cat_general = /** @type {(inputs: Faq_Cat_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`General`)
};

const de_faq_cat_general = /** @type {(inputs: Faq_Cat_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Allgemein`)
};

const fr_faq_cat_general = /** @type {(inputs: Faq_Cat_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Général`)
};

const es_faq_cat_general = /** @type {(inputs: Faq_Cat_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`General`)
};

const pt_br2_faq_cat_general = /** @type {(inputs: Faq_Cat_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geral`)
};

const ja_faq_cat_general = /** @type {(inputs: Faq_Cat_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一般`)
};

const ko_faq_cat_general = /** @type {(inputs: Faq_Cat_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`일반`)
};

/**
* | output |
* | --- |
* | "General" |
*
* @param {Faq_Cat_GeneralInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_cat_general = /** @type {((inputs?: Faq_Cat_GeneralInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Cat_GeneralInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_cat_general(inputs)
	if (locale === "fr") return fr_faq_cat_general(inputs)
	if (locale === "es") return es_faq_cat_general(inputs)
	if (locale === "pt-BR") return pt_br2_faq_cat_general(inputs)
	if (locale === "ja") return ja_faq_cat_general(inputs)
	if (locale === "ko") return ko_faq_cat_general(inputs)
	return en_faq_cat_general(inputs)
});