/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Landing_Lead_Rate_LimitedInputs */

const en_landing_lead_rate_limited = /** @type {(inputs: Landing_Lead_Rate_LimitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too many submissions from your network. Please try again in an hour, or e-mail us at ${i?.link}.`)
};

const de_landing_lead_rate_limited = /** @type {(inputs: Landing_Lead_Rate_LimitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zu viele Einsendungen aus Ihrem Netzwerk. Bitte versuchen Sie es in einer Stunde erneut oder schreiben Sie uns an ${i?.link}.`)
};

const fr_landing_lead_rate_limited = /** @type {(inputs: Landing_Lead_Rate_LimitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trop d’envois depuis votre réseau. Réessayez dans une heure ou écrivez-nous à ${i?.link}.`)
};

const es_landing_lead_rate_limited = /** @type {(inputs: Landing_Lead_Rate_LimitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demasiados envíos desde tu red. Vuelve a intentarlo dentro de una hora o escríbenos a ${i?.link}.`)
};

const pt_br2_landing_lead_rate_limited = /** @type {(inputs: Landing_Lead_Rate_LimitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Envios demais a partir da sua rede. Tente de novo em uma hora ou escreva para ${i?.link}.`)
};

const ja_landing_lead_rate_limited = /** @type {(inputs: Landing_Lead_Rate_LimitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`お使いのネットワークからの送信が多すぎます。1時間後にもう一度お試しいただくか、${i?.link} までメールでご連絡ください。`)
};

const ko_landing_lead_rate_limited = /** @type {(inputs: Landing_Lead_Rate_LimitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`사용 중인 네트워크에서 너무 많이 제출되었습니다. 1시간 후에 다시 시도하시거나 ${i?.link}(으)로 이메일을 보내 주세요.`)
};

/**
* | output |
* | --- |
* | "Too many submissions from your network. Please try again in an hour, or e-mail us at {link}." |
*
* @param {Landing_Lead_Rate_LimitedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_lead_rate_limited = /** @type {((inputs: Landing_Lead_Rate_LimitedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Lead_Rate_LimitedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_lead_rate_limited(inputs)
	if (locale === "fr") return fr_landing_lead_rate_limited(inputs)
	if (locale === "es") return es_landing_lead_rate_limited(inputs)
	if (locale === "pt-BR") return pt_br2_landing_lead_rate_limited(inputs)
	if (locale === "ja") return ja_landing_lead_rate_limited(inputs)
	if (locale === "ko") return ko_landing_lead_rate_limited(inputs)
	return en_landing_lead_rate_limited(inputs)
});