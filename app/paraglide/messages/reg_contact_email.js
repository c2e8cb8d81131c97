/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Contact_EmailInputs */

const en_reg_contact_email = /** @type {(inputs: Reg_Contact_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact e-mail`)
};

const de_reg_contact_email = /** @type {(inputs: Reg_Contact_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontakt-E-Mail`)
};

const fr_reg_contact_email = /** @type {(inputs: Reg_Contact_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail de contact`)
};

const es_reg_contact_email = /** @type {(inputs: Reg_Contact_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo de contacto`)
};

const pt_br2_reg_contact_email = /** @type {(inputs: Reg_Contact_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail de contato`)
};

const ja_reg_contact_email = /** @type {(inputs: Reg_Contact_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`連絡先メールアドレス`)
};

const ko_reg_contact_email = /** @type {(inputs: Reg_Contact_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`연락처 이메일`)
};

/**
* | output |
* | --- |
* | "Contact e-mail" |
*
* @param {Reg_Contact_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_contact_email = /** @type {((inputs?: Reg_Contact_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Contact_EmailInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_contact_email(inputs)
	if (locale === "fr") return fr_reg_contact_email(inputs)
	if (locale === "es") return es_reg_contact_email(inputs)
	if (locale === "pt-BR") return pt_br2_reg_contact_email(inputs)
	if (locale === "ja") return ja_reg_contact_email(inputs)
	if (locale === "ko") return ko_reg_contact_email(inputs)
	return en_reg_contact_email(inputs)
});