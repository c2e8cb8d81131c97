/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ event: NonNullable<unknown> }} Mail_Cancelled_SubjectInputs */

const en_mail_cancelled_subject = /** @type {(inputs: Mail_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancelled: ${i?.event}`)
};

const de_mail_cancelled_subject = /** @type {(inputs: Mail_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abgesagt: ${i?.event}`)
};

const fr_mail_cancelled_subject = /** @type {(inputs: Mail_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Annulé : ${i?.event}`)
};

const es_mail_cancelled_subject = /** @type {(inputs: Mail_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancelado: ${i?.event}`)
};

const pt_br2_mail_cancelled_subject = /** @type {(inputs: Mail_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancelado: ${i?.event}`)
};

const ja_mail_cancelled_subject = /** @type {(inputs: Mail_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`中止：${i?.event}`)
};

const ko_mail_cancelled_subject = /** @type {(inputs: Mail_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`취소됨: ${i?.event}`)
};

/**
* | output |
* | --- |
* | "Cancelled: {event}" |
*
* @param {Mail_Cancelled_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_subject = /** @type {((inputs: Mail_Cancelled_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Cancelled_SubjectInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_cancelled_subject(inputs)
	if (locale === "fr") return fr_mail_cancelled_subject(inputs)
	if (locale === "es") return es_mail_cancelled_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_cancelled_subject(inputs)
	if (locale === "ja") return ja_mail_cancelled_subject(inputs)
	if (locale === "ko") return ko_mail_cancelled_subject(inputs)
	return en_mail_cancelled_subject(inputs)
});