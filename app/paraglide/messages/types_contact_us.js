/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Contact_UsInputs */

const en_types_contact_us = /** @type {(inputs: Types_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact Us`)
};

const de_types_contact_us = /** @type {(inputs: Types_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontakt aufnehmen`)
};

const fr_types_contact_us = /** @type {(inputs: Types_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous contacter`)
};

const es_types_contact_us = /** @type {(inputs: Types_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contáctanos`)
};

const pt_br2_types_contact_us = /** @type {(inputs: Types_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fale conosco`)
};

const ja_types_contact_us = /** @type {(inputs: Types_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`お問い合わせ`)
};

const ko_types_contact_us = /** @type {(inputs: Types_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`문의하기`)
};

/**
* | output |
* | --- |
* | "Contact Us" |
*
* @param {Types_Contact_UsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_contact_us = /** @type {((inputs?: Types_Contact_UsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Contact_UsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_contact_us(inputs)
	if (locale === "fr") return fr_types_contact_us(inputs)
	if (locale === "es") return es_types_contact_us(inputs)
	if (locale === "pt-BR") return pt_br2_types_contact_us(inputs)
	if (locale === "ja") return ja_types_contact_us(inputs)
	if (locale === "ko") return ko_types_contact_us(inputs)
	return en_types_contact_us(inputs)
});