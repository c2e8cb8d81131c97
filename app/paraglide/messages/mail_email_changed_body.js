/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ product: NonNullable<unknown>, oldEmail: NonNullable<unknown>, newEmail: NonNullable<unknown> }} Mail_Email_Changed_BodyInputs */

const en_mail_email_changed_body = /** @type {(inputs: Mail_Email_Changed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The e-mail address of your ${i?.product} account was changed from ${i?.oldEmail} to ${i?.newEmail}.`)
};

const de_mail_email_changed_body = /** @type {(inputs: Mail_Email_Changed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die E-Mail-Adresse Ihres ${i?.product}-Kontos wurde von ${i?.oldEmail} in ${i?.newEmail} geändert.`)
};

const fr_mail_email_changed_body = /** @type {(inputs: Mail_Email_Changed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’adresse e-mail de votre compte ${i?.product} a été changée de ${i?.oldEmail} en ${i?.newEmail}.`)
};

const es_mail_email_changed_body = /** @type {(inputs: Mail_Email_Changed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El correo electrónico de tu cuenta de ${i?.product} cambió de ${i?.oldEmail} a ${i?.newEmail}.`)
};

const pt_br2_mail_email_changed_body = /** @type {(inputs: Mail_Email_Changed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O e-mail da sua conta no ${i?.product} foi alterado de ${i?.oldEmail} para ${i?.newEmail}.`)
};

const ja_mail_email_changed_body = /** @type {(inputs: Mail_Email_Changed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} アカウントのメールアドレスが ${i?.oldEmail} から ${i?.newEmail} に変更されました。`)
};

const ko_mail_email_changed_body = /** @type {(inputs: Mail_Email_Changed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} 계정의 이메일 주소가 ${i?.oldEmail}에서 ${i?.newEmail}(으)로 변경되었습니다.`)
};

/**
* | output |
* | --- |
* | "The e-mail address of your {product} account was changed from {oldEmail} to {newEmail}." |
*
* @param {Mail_Email_Changed_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_body = /** @type {((inputs: Mail_Email_Changed_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Email_Changed_BodyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_email_changed_body(inputs)
	if (locale === "fr") return fr_mail_email_changed_body(inputs)
	if (locale === "es") return es_mail_email_changed_body(inputs)
	if (locale === "pt-BR") return pt_br2_mail_email_changed_body(inputs)
	if (locale === "ja") return ja_mail_email_changed_body(inputs)
	if (locale === "ko") return ko_mail_email_changed_body(inputs)
	return en_mail_email_changed_body(inputs)
});