/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ center: NonNullable<unknown> }} Mail_Refund_SubjectInputs */

const en_mail_refund_subject = /** @type {(inputs: Mail_Refund_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your second payment for ${i?.center} was refunded`)
};

const de_mail_refund_subject = /** @type {(inputs: Mail_Refund_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre zweite Zahlung für ${i?.center} wurde erstattet`)
};

const fr_mail_refund_subject = /** @type {(inputs: Mail_Refund_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre second paiement pour ${i?.center} a été remboursé`)
};

const es_mail_refund_subject = /** @type {(inputs: Mail_Refund_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se reembolsó tu segundo pago por ${i?.center}`)
};

const pt_br2_mail_refund_subject = /** @type {(inputs: Mail_Refund_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seu segundo pagamento de ${i?.center} foi reembolsado`)
};

const ja_mail_refund_subject = /** @type {(inputs: Mail_Refund_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} への2回目のお支払いを返金しました`)
};

const ko_mail_refund_subject = /** @type {(inputs: Mail_Refund_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center}에 대한 두 번째 결제가 환불되었습니다`)
};

/**
* | output |
* | --- |
* | "Your second payment for {center} was refunded" |
*
* @param {Mail_Refund_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_refund_subject = /** @type {((inputs: Mail_Refund_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Refund_SubjectInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_refund_subject(inputs)
	if (locale === "fr") return fr_mail_refund_subject(inputs)
	if (locale === "es") return es_mail_refund_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_refund_subject(inputs)
	if (locale === "ja") return ja_mail_refund_subject(inputs)
	if (locale === "ko") return ko_mail_refund_subject(inputs)
	return en_mail_refund_subject(inputs)
});