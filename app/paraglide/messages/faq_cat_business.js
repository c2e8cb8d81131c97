/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Cat_BusinessInputs */

const en_faq_cat_business = /** @type {(inputs: Faq_Cat_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business`)
};

const de_faq_cat_business = /** @type {(inputs: Faq_Cat_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschäftliches`)
};

const fr_faq_cat_business = /** @type {(inputs: Faq_Cat_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commercial`)
};

const es_faq_cat_business = /** @type {(inputs: Faq_Cat_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Negocio`)
};

const pt_br2_faq_cat_business = /** @type {(inputs: Faq_Cat_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Negócios`)
};

const ja_faq_cat_business = /** @type {(inputs: Faq_Cat_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ビジネス`)
};

const ko_faq_cat_business = /** @type {(inputs: Faq_Cat_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`비즈니스`)
};

/**
* | output |
* | --- |
* | "Business" |
*
* @param {Faq_Cat_BusinessInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_cat_business = /** @type {((inputs?: Faq_Cat_BusinessInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Cat_BusinessInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_cat_business(inputs)
	if (locale === "fr") return fr_faq_cat_business(inputs)
	if (locale === "es") return es_faq_cat_business(inputs)
	if (locale === "pt-BR") return pt_br2_faq_cat_business(inputs)
	if (locale === "ja") return ja_faq_cat_business(inputs)
	if (locale === "ko") return ko_faq_cat_business(inputs)
	return en_faq_cat_business(inputs)
});