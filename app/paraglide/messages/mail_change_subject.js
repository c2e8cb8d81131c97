/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ product: NonNullable<unknown> }} Mail_Change_SubjectInputs */

const en_mail_change_subject = /** @type {(inputs: Mail_Change_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirm your new e-mail address for ${i?.product}`)
};

const de_mail_change_subject = /** @type {(inputs: Mail_Change_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestätigen Sie Ihre neue E-Mail-Adresse für ${i?.product}`)
};

const fr_mail_change_subject = /** @type {(inputs: Mail_Change_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirmez votre nouvelle adresse e-mail pour ${i?.product}`)
};

const es_mail_change_subject = /** @type {(inputs: Mail_Change_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirma tu nuevo correo electrónico para ${i?.product}`)
};

const pt_br2_mail_change_subject = /** @type {(inputs: Mail_Change_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirme seu novo e-mail no ${i?.product}`)
};

const ja_mail_change_subject = /** @type {(inputs: Mail_Change_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} の新しいメールアドレスを確認してください`)
};

const ko_mail_change_subject = /** @type {(inputs: Mail_Change_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product}의 새 이메일 주소를 확인하세요`)
};

/**
* | output |
* | --- |
* | "Confirm your new e-mail address for {product}" |
*
* @param {Mail_Change_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_change_subject = /** @type {((inputs: Mail_Change_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Change_SubjectInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_change_subject(inputs)
	if (locale === "fr") return fr_mail_change_subject(inputs)
	if (locale === "es") return es_mail_change_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_change_subject(inputs)
	if (locale === "ja") return ja_mail_change_subject(inputs)
	if (locale === "ko") return ko_mail_change_subject(inputs)
	return en_mail_change_subject(inputs)
});