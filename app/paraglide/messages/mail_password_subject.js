/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ product: NonNullable<unknown> }} Mail_Password_SubjectInputs */

const en_mail_password_subject = /** @type {(inputs: Mail_Password_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.product} password was changed`)
};

const de_mail_password_subject = /** @type {(inputs: Mail_Password_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihr ${i?.product}-Passwort wurde geändert`)
};

const fr_mail_password_subject = /** @type {(inputs: Mail_Password_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre mot de passe ${i?.product} a été modifié`)
};

const es_mail_password_subject = /** @type {(inputs: Mail_Password_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu contraseña de ${i?.product} ha cambiado`)
};

const pt_br2_mail_password_subject = /** @type {(inputs: Mail_Password_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sua senha do ${i?.product} foi alterada`)
};

const ja_mail_password_subject = /** @type {(inputs: Mail_Password_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} のパスワードが変更されました`)
};

const ko_mail_password_subject = /** @type {(inputs: Mail_Password_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} 비밀번호가 변경되었습니다`)
};

/**
* | output |
* | --- |
* | "Your {product} password was changed" |
*
* @param {Mail_Password_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_password_subject = /** @type {((inputs: Mail_Password_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Password_SubjectInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_password_subject(inputs)
	if (locale === "fr") return fr_mail_password_subject(inputs)
	if (locale === "es") return es_mail_password_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_password_subject(inputs)
	if (locale === "ja") return ja_mail_password_subject(inputs)
	if (locale === "ko") return ko_mail_password_subject(inputs)
	return en_mail_password_subject(inputs)
});