/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Landing_Lead_FailedInputs */

const en_landing_lead_failed = /** @type {(inputs: Landing_Lead_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We could not send your details right now. Please try again in a few moments, or e-mail us at ${i?.link}.`)
};

const de_landing_lead_failed = /** @type {(inputs: Landing_Lead_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir konnten Ihre Angaben gerade nicht senden. Bitte versuchen Sie es gleich noch einmal oder schreiben Sie uns an ${i?.link}.`)
};

const fr_landing_lead_failed = /** @type {(inputs: Landing_Lead_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu envoyer vos informations pour le moment. Réessayez dans quelques instants ou écrivez-nous à ${i?.link}.`)
};

const es_landing_lead_failed = /** @type {(inputs: Landing_Lead_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No hemos podido enviar tus datos en este momento. Vuelve a intentarlo en unos instantes o escríbenos a ${i?.link}.`)
};

const pt_br2_landing_lead_failed = /** @type {(inputs: Landing_Lead_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não conseguimos enviar seus dados agora. Tente de novo em alguns instantes ou escreva para ${i?.link}.`)
};

const ja_landing_lead_failed = /** @type {(inputs: Landing_Lead_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`現在、情報を送信できませんでした。しばらくしてからもう一度お試しいただくか、${i?.link} までメールでご連絡ください。`)
};

const ko_landing_lead_failed = /** @type {(inputs: Landing_Lead_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`지금은 정보를 보낼 수 없습니다. 잠시 후 다시 시도하시거나 ${i?.link}(으)로 이메일을 보내 주세요.`)
};

/**
* | output |
* | --- |
* | "We could not send your details right now. Please try again in a few moments, or e-mail us at {link}." |
*
* @param {Landing_Lead_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_lead_failed = /** @type {((inputs: Landing_Lead_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Lead_FailedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_lead_failed(inputs)
	if (locale === "fr") return fr_landing_lead_failed(inputs)
	if (locale === "es") return es_landing_lead_failed(inputs)
	if (locale === "pt-BR") return pt_br2_landing_lead_failed(inputs)
	if (locale === "ja") return ja_landing_lead_failed(inputs)
	if (locale === "ko") return ko_landing_lead_failed(inputs)
	return en_landing_lead_failed(inputs)
});