/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Prv_Contact_HeadingInputs */

const en_prv_contact_heading = /** @type {(inputs: Prv_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

const de_prv_contact_heading = /** @type {(inputs: Prv_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontakt`)
};

const fr_prv_contact_heading = /** @type {(inputs: Prv_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

const es_prv_contact_heading = /** @type {(inputs: Prv_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacto`)
};

const pt_br2_prv_contact_heading = /** @type {(inputs: Prv_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contato`)
};

const ja_prv_contact_heading = /** @type {(inputs: Prv_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`お問い合わせ`)
};

const ko_prv_contact_heading = /** @type {(inputs: Prv_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`문의`)
};

/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Prv_Contact_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_contact_heading = /** @type {((inputs?: Prv_Contact_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_Contact_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_contact_heading(inputs)
	if (locale === "fr") return fr_prv_contact_heading(inputs)
	if (locale === "es") return es_prv_contact_heading(inputs)
	if (locale === "pt-BR") return pt_br2_prv_contact_heading(inputs)
	if (locale === "ja") return ja_prv_contact_heading(inputs)
	if (locale === "ko") return ko_prv_contact_heading(inputs)
	return en_prv_contact_heading(inputs)
});