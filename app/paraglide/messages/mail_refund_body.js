/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ center: NonNullable<unknown>, product: NonNullable<unknown> }} Mail_Refund_BodyInputs */

const en_mail_refund_body = /** @type {(inputs: Mail_Refund_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} was paid for twice on ${i?.product}, for example from two open checkout pages. The center keeps its first subscription.`)
};

const de_mail_refund_body = /** @type {(inputs: Mail_Refund_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Für ${i?.center} wurde auf ${i?.product} zweimal bezahlt, zum Beispiel über zwei geöffnete Bezahlseiten. Das Center behält sein erstes Abonnement.`)
};

const fr_mail_refund_body = /** @type {(inputs: Mail_Refund_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} a été payé deux fois sur ${i?.product}, par exemple depuis deux pages de paiement ouvertes. Le centre conserve son premier abonnement.`)
};

const es_mail_refund_body = /** @type {(inputs: Mail_Refund_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} se pagó dos veces en ${i?.product}, por ejemplo desde dos páginas de pago abiertas. El centro conserva su primera suscripción.`)
};

const pt_br2_mail_refund_body = /** @type {(inputs: Mail_Refund_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} foi pago duas vezes no ${i?.product}, por exemplo a partir de duas páginas de pagamento abertas. O centro mantém a primeira assinatura.`)
};

const ja_mail_refund_body = /** @type {(inputs: Mail_Refund_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} で ${i?.center} の料金が2回支払われました（例：2つの支払いページを開いていた場合）。センターには最初のサブスクリプションが残ります。`)
};

const ko_mail_refund_body = /** @type {(inputs: Mail_Refund_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product}에서 ${i?.center}의 요금이 두 번 결제되었습니다(예: 결제 페이지를 두 개 열어 둔 경우). 센터에는 첫 번째 구독이 유지됩니다.`)
};

/**
* | output |
* | --- |
* | "{center} was paid for twice on {product}, for example from two open checkout pages. The center keeps its first subscription." |
*
* @param {Mail_Refund_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_refund_body = /** @type {((inputs: Mail_Refund_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Refund_BodyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_refund_body(inputs)
	if (locale === "fr") return fr_mail_refund_body(inputs)
	if (locale === "es") return es_mail_refund_body(inputs)
	if (locale === "pt-BR") return pt_br2_mail_refund_body(inputs)
	if (locale === "ja") return ja_mail_refund_body(inputs)
	if (locale === "ko") return ko_mail_refund_body(inputs)
	return en_mail_refund_body(inputs)
});