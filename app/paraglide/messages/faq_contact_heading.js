/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Contact_HeadingInputs */

const en_faq_contact_heading = /** @type {(inputs: Faq_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Still have questions?`)
};

const de_faq_contact_heading = /** @type {(inputs: Faq_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch Fragen?`)
};

const fr_faq_contact_heading = /** @type {(inputs: Faq_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`D’autres questions ?`)
};

const es_faq_contact_heading = /** @type {(inputs: Faq_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Tienes más preguntas?`)
};

const pt_br2_faq_contact_heading = /** @type {(inputs: Faq_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda tem dúvidas?`)
};

const ja_faq_contact_heading = /** @type {(inputs: Faq_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`まだ疑問がありますか？`)
};

const ko_faq_contact_heading = /** @type {(inputs: Faq_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`더 궁금한 점이 있으신가요?`)
};

/**
* | output |
* | --- |
* | "Still have questions?" |
*
* @param {Faq_Contact_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_contact_heading = /** @type {((inputs?: Faq_Contact_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Contact_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_contact_heading(inputs)
	if (locale === "fr") return fr_faq_contact_heading(inputs)
	if (locale === "es") return es_faq_contact_heading(inputs)
	if (locale === "pt-BR") return pt_br2_faq_contact_heading(inputs)
	if (locale === "ja") return ja_faq_contact_heading(inputs)
	if (locale === "ko") return ko_faq_contact_heading(inputs)
	return en_faq_contact_heading(inputs)
});