/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Contact_InformationInputs */

const en_reg_contact_information = /** @type {(inputs: Reg_Contact_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact Information`)
};

const de_reg_contact_information = /** @type {(inputs: Reg_Contact_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontaktdaten`)
};

const fr_reg_contact_information = /** @type {(inputs: Reg_Contact_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coordonnées`)
};

const es_reg_contact_information = /** @type {(inputs: Reg_Contact_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Información de contacto`)
};

const pt_br2_reg_contact_information = /** @type {(inputs: Reg_Contact_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informações de contato`)
};

const ja_reg_contact_information = /** @type {(inputs: Reg_Contact_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`連絡先情報`)
};

const ko_reg_contact_information = /** @type {(inputs: Reg_Contact_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`연락처 정보`)
};

/**
* | output |
* | --- |
* | "Contact Information" |
*
* @param {Reg_Contact_InformationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_contact_information = /** @type {((inputs?: Reg_Contact_InformationInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Contact_InformationInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_contact_information(inputs)
	if (locale === "fr") return fr_reg_contact_information(inputs)
	if (locale === "es") return es_reg_contact_information(inputs)
	if (locale === "pt-BR") return pt_br2_reg_contact_information(inputs)
	if (locale === "ja") return ja_reg_contact_information(inputs)
	if (locale === "ko") return ko_reg_contact_information(inputs)
	return en_reg_contact_information(inputs)
});