/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ expiry: NonNullable<unknown> }} Mail_Code_PreviewInputs */

const en_mail_code_preview = /** @type {(inputs: Mail_Code_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your code expires in ${i?.expiry}.`)
};

const de_mail_code_preview = /** @type {(inputs: Mail_Code_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihr Code läuft in ${i?.expiry} ab.`)
};

const fr_mail_code_preview = /** @type {(inputs: Mail_Code_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre code expire dans ${i?.expiry}.`)
};

const es_mail_code_preview = /** @type {(inputs: Mail_Code_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu código caduca en ${i?.expiry}.`)
};

const pt_br2_mail_code_preview = /** @type {(inputs: Mail_Code_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seu código expira em ${i?.expiry}.`)
};

const ja_mail_code_preview = /** @type {(inputs: Mail_Code_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`コードの有効期限は ${i?.expiry} です。`)
};

const ko_mail_code_preview = /** @type {(inputs: Mail_Code_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`코드는 ${i?.expiry} 후에 만료됩니다.`)
};

/**
* | output |
* | --- |
* | "Your code expires in {expiry}." |
*
* @param {Mail_Code_PreviewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_code_preview = /** @type {((inputs: Mail_Code_PreviewInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Code_PreviewInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_code_preview(inputs)
	if (locale === "fr") return fr_mail_code_preview(inputs)
	if (locale === "es") return es_mail_code_preview(inputs)
	if (locale === "pt-BR") return pt_br2_mail_code_preview(inputs)
	if (locale === "ja") return ja_mail_code_preview(inputs)
	if (locale === "ko") return ko_mail_code_preview(inputs)
	return en_mail_code_preview(inputs)
});