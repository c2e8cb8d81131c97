/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Mail_Refund_AmountInputs */

const en_mail_refund_amount = /** @type {(inputs: Mail_Refund_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We canceled the second subscription and refunded its payment of ${i?.amount} in full. Depending on your bank, the refund shows on your statement within 5 to 10 business days.`)
};

const de_mail_refund_amount = /** @type {(inputs: Mail_Refund_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir haben das zweite Abonnement gekündigt und seine Zahlung von ${i?.amount} vollständig erstattet. Je nach Bank erscheint die Erstattung innerhalb von 5 bis 10 Werktagen auf Ihrem Kontoauszug.`)
};

const fr_mail_refund_amount = /** @type {(inputs: Mail_Refund_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous avons annulé le second abonnement et remboursé intégralement son paiement de ${i?.amount}. Selon votre banque, le remboursement apparaît sur votre relevé sous 5 à 10 jours ouvrés.`)
};

const es_mail_refund_amount = /** @type {(inputs: Mail_Refund_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancelamos la segunda suscripción y reembolsamos su pago de ${i?.amount} por completo. Según tu banco, el reembolso aparecerá en tu extracto en un plazo de 5 a 10 días hábiles.`)
};

const pt_br2_mail_refund_amount = /** @type {(inputs: Mail_Refund_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancelamos a segunda assinatura e reembolsamos integralmente o pagamento de ${i?.amount}. Dependendo do seu banco, o reembolso aparece no extrato em 5 a 10 dias úteis.`)
};

const ja_mail_refund_amount = /** @type {(inputs: Mail_Refund_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`2つ目のサブスクリプションを解約し、そのお支払い ${i?.amount} を全額返金しました。ご利用の銀行によっては、返金が明細に反映されるまで5〜10営業日かかります。`)
};

const ko_mail_refund_amount = /** @type {(inputs: Mail_Refund_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`두 번째 구독을 해지하고 결제 금액 ${i?.amount}을(를) 전액 환불했습니다. 은행에 따라 환불 내역은 영업일 기준 5~10일 이내에 명세서에 표시됩니다.`)
};

/**
* | output |
* | --- |
* | "We canceled the second subscription and refunded its payment of {amount} in full. Depending on your bank, the refund shows on your statement within 5 to 10 b..." |
*
* @param {Mail_Refund_AmountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_refund_amount = /** @type {((inputs: Mail_Refund_AmountInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Refund_AmountInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_refund_amount(inputs)
	if (locale === "fr") return fr_mail_refund_amount(inputs)
	if (locale === "es") return es_mail_refund_amount(inputs)
	if (locale === "pt-BR") return pt_br2_mail_refund_amount(inputs)
	if (locale === "ja") return ja_mail_refund_amount(inputs)
	if (locale === "ko") return ko_mail_refund_amount(inputs)
	return en_mail_refund_amount(inputs)
});