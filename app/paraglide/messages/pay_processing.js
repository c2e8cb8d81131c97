/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_ProcessingInputs */

const en_pay_processing = /** @type {(inputs: Pay_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payment is being processed. Your subscription will appear on your dashboard in a few moments.`)
};

const de_pay_processing = /** @type {(inputs: Pay_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Zahlung wird verarbeitet. Dein Abonnement erscheint in wenigen Augenblicken auf deinem Dashboard.`)
};

const fr_pay_processing = /** @type {(inputs: Pay_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre paiement est en cours de traitement. Votre abonnement apparaîtra sur votre tableau de bord dans quelques instants.`)
};

const es_pay_processing = /** @type {(inputs: Pay_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu pago se está procesando. Tu suscripción aparecerá en tu panel en unos momentos.`)
};

const pt_br2_pay_processing = /** @type {(inputs: Pay_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu pagamento está sendo processado. Sua assinatura aparecerá no seu painel em instantes.`)
};

const ja_pay_processing = /** @type {(inputs: Pay_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`お支払いを処理しています。まもなくダッシュボードにサブスクリプションが表示されます。`)
};

const ko_pay_processing = /** @type {(inputs: Pay_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`결제를 처리하는 중입니다. 잠시 후 대시보드에 구독이 표시됩니다.`)
};

/**
* | output |
* | --- |
* | "Your payment is being processed. Your subscription will appear on your dashboard in a few moments." |
*
* @param {Pay_ProcessingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_processing = /** @type {((inputs?: Pay_ProcessingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_ProcessingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_processing(inputs)
	if (locale === "fr") return fr_pay_processing(inputs)
	if (locale === "es") return es_pay_processing(inputs)
	if (locale === "pt-BR") return pt_br2_pay_processing(inputs)
	if (locale === "ja") return ja_pay_processing(inputs)
	if (locale === "ko") return ko_pay_processing(inputs)
	return en_pay_processing(inputs)
});