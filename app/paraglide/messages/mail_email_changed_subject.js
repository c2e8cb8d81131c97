/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ product: NonNullable<unknown> }} Mail_Email_Changed_SubjectInputs */

const en_mail_email_changed_subject = /** @type {(inputs: Mail_Email_Changed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.product} e-mail address was changed`)
};

const de_mail_email_changed_subject = /** @type {(inputs: Mail_Email_Changed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre E-Mail-Adresse bei ${i?.product} wurde geändert`)
};

const fr_mail_email_changed_subject = /** @type {(inputs: Mail_Email_Changed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre adresse e-mail ${i?.product} a été modifiée`)
};

const es_mail_email_changed_subject = /** @type {(inputs: Mail_Email_Changed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu correo electrónico de ${i?.product} ha cambiado`)
};

const pt_br2_mail_email_changed_subject = /** @type {(inputs: Mail_Email_Changed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seu e-mail no ${i?.product} foi alterado`)
};

const ja_mail_email_changed_subject = /** @type {(inputs: Mail_Email_Changed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} のメールアドレスが変更されました`)
};

const ko_mail_email_changed_subject = /** @type {(inputs: Mail_Email_Changed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} 이메일 주소가 변경되었습니다`)
};

/**
* | output |
* | --- |
* | "Your {product} e-mail address was changed" |
*
* @param {Mail_Email_Changed_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_email_changed_subject = /** @type {((inputs: Mail_Email_Changed_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Email_Changed_SubjectInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_email_changed_subject(inputs)
	if (locale === "fr") return fr_mail_email_changed_subject(inputs)
	if (locale === "es") return es_mail_email_changed_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_email_changed_subject(inputs)
	if (locale === "ja") return ja_mail_email_changed_subject(inputs)
	if (locale === "ko") return ko_mail_email_changed_subject(inputs)
	return en_mail_email_changed_subject(inputs)
});