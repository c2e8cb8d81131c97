/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Pay_Not_Found_TextInputs */

const en_pay_not_found_text = /** @type {(inputs: Pay_Not_Found_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not find this payment. If you have just paid, your subscription appears on your dashboard. Questions? Contact us at ${i?.email}.`)
};

const de_pay_not_found_text = /** @type {(inputs: Pay_Not_Found_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir konnten diese Zahlung nicht finden. Wenn du gerade bezahlt hast, erscheint dein Abonnement auf deinem Dashboard. Fragen? Schreib uns an ${i?.email}.`)
};

const fr_pay_not_found_text = /** @type {(inputs: Pay_Not_Found_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous n'avons pas trouvé ce paiement. Si vous venez de payer, votre abonnement apparaît sur votre tableau de bord. Des questions ? Écrivez-nous à ${i?.email}.`)
};

const es_pay_not_found_text = /** @type {(inputs: Pay_Not_Found_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No encontramos este pago. Si acabas de pagar, tu suscripción aparece en tu panel. ¿Preguntas? Escríbenos a ${i?.email}.`)
};

const pt_br2_pay_not_found_text = /** @type {(inputs: Pay_Not_Found_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não encontramos este pagamento. Se você acabou de pagar, sua assinatura aparece no seu painel. Dúvidas? Fale conosco em ${i?.email}.`)
};

const ja_pay_not_found_text = /** @type {(inputs: Pay_Not_Found_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`このお支払いが見つかりませんでした。お支払いが済んだばかりの場合、サブスクリプションはダッシュボードに表示されます。ご質問は ${i?.email} までお問い合わせください。`)
};

const ko_pay_not_found_text = /** @type {(inputs: Pay_Not_Found_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`이 결제를 찾을 수 없습니다. 방금 결제하셨다면 구독이 대시보드에 표시됩니다. 문의 사항은 ${i?.email}(으)로 연락해 주세요.`)
};

/**
* | output |
* | --- |
* | "We could not find this payment. If you have just paid, your subscription appears on your dashboard. Questions? Contact us at {email}." |
*
* @param {Pay_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_not_found_text = /** @type {((inputs: Pay_Not_Found_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Not_Found_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_not_found_text(inputs)
	if (locale === "fr") return fr_pay_not_found_text(inputs)
	if (locale === "es") return es_pay_not_found_text(inputs)
	if (locale === "pt-BR") return pt_br2_pay_not_found_text(inputs)
	if (locale === "ja") return ja_pay_not_found_text(inputs)
	if (locale === "ko") return ko_pay_not_found_text(inputs)
	return en_pay_not_found_text(inputs)
});