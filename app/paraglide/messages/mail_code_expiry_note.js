/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ expiry: NonNullable<unknown> }} Mail_Code_Expiry_NoteInputs */

const en_mail_code_expiry_note = /** @type {(inputs: Mail_Code_Expiry_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This code expires in ${i?.expiry}. Never share it with anyone.`)
};

const de_mail_code_expiry_note = /** @type {(inputs: Mail_Code_Expiry_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dieser Code läuft in ${i?.expiry} ab. Geben Sie ihn niemals weiter.`)
};

const fr_mail_code_expiry_note = /** @type {(inputs: Mail_Code_Expiry_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce code expire dans ${i?.expiry}. Ne le communiquez jamais à personne.`)
};

const es_mail_code_expiry_note = /** @type {(inputs: Mail_Code_Expiry_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Este código caduca en ${i?.expiry}. No lo compartas nunca con nadie.`)
};

const pt_br2_mail_code_expiry_note = /** @type {(inputs: Mail_Code_Expiry_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Este código expira em ${i?.expiry}. Nunca o compartilhe com ninguém.`)
};

const ja_mail_code_expiry_note = /** @type {(inputs: Mail_Code_Expiry_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`このコードの有効期限は ${i?.expiry} です。誰にも教えないでください。`)
};

const ko_mail_code_expiry_note = /** @type {(inputs: Mail_Code_Expiry_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`이 코드는 ${i?.expiry} 후에 만료됩니다. 누구와도 공유하지 마세요.`)
};

/**
* | output |
* | --- |
* | "This code expires in {expiry}. Never share it with anyone." |
*
* @param {Mail_Code_Expiry_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_code_expiry_note = /** @type {((inputs: Mail_Code_Expiry_NoteInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Code_Expiry_NoteInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_code_expiry_note(inputs)
	if (locale === "fr") return fr_mail_code_expiry_note(inputs)
	if (locale === "es") return es_mail_code_expiry_note(inputs)
	if (locale === "pt-BR") return pt_br2_mail_code_expiry_note(inputs)
	if (locale === "ja") return ja_mail_code_expiry_note(inputs)
	if (locale === "ko") return ko_mail_code_expiry_note(inputs)
	return en_mail_code_expiry_note(inputs)
});