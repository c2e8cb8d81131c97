/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ center: NonNullable<unknown> }} Mail_Payment_Failed_SubjectInputs */

const en_mail_payment_failed_subject = /** @type {(inputs: Mail_Payment_Failed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payment failed for ${i?.center}: update your card`)
};

const de_mail_payment_failed_subject = /** @type {(inputs: Mail_Payment_Failed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zahlung für ${i?.center} fehlgeschlagen: Aktualisieren Sie Ihre Karte`)
};

const fr_mail_payment_failed_subject = /** @type {(inputs: Mail_Payment_Failed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Échec du paiement pour ${i?.center} : mettez à jour votre carte`)
};

const es_mail_payment_failed_subject = /** @type {(inputs: Mail_Payment_Failed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Falló el pago de ${i?.center}: actualiza tu tarjeta`)
};

const pt_br2_mail_payment_failed_subject = /** @type {(inputs: Mail_Payment_Failed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Falha no pagamento de ${i?.center}: atualize seu cartão`)
};

const ja_mail_payment_failed_subject = /** @type {(inputs: Mail_Payment_Failed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} のお支払いに失敗しました：カードを更新してください`)
};

const ko_mail_payment_failed_subject = /** @type {(inputs: Mail_Payment_Failed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} 결제 실패: 카드를 업데이트하세요`)
};

/**
* | output |
* | --- |
* | "Payment failed for {center}: update your card" |
*
* @param {Mail_Payment_Failed_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_payment_failed_subject = /** @type {((inputs: Mail_Payment_Failed_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Payment_Failed_SubjectInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_payment_failed_subject(inputs)
	if (locale === "fr") return fr_mail_payment_failed_subject(inputs)
	if (locale === "es") return es_mail_payment_failed_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_payment_failed_subject(inputs)
	if (locale === "ja") return ja_mail_payment_failed_subject(inputs)
	if (locale === "ko") return ko_mail_payment_failed_subject(inputs)
	return en_mail_payment_failed_subject(inputs)
});