/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_Err_IntentInputs */

const en_own_sub_err_intent = /** @type {(inputs: Own_Sub_Err_IntentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown subscription action.`)
};

const de_own_sub_err_intent = /** @type {(inputs: Own_Sub_Err_IntentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbekannte Abonnement-Aktion.`)
};

const fr_own_sub_err_intent = /** @type {(inputs: Own_Sub_Err_IntentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Action d'abonnement inconnue.`)
};

const es_own_sub_err_intent = /** @type {(inputs: Own_Sub_Err_IntentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acción de suscripción desconocida.`)
};

const pt_br2_own_sub_err_intent = /** @type {(inputs: Own_Sub_Err_IntentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ação de assinatura desconhecida.`)
};

const ja_own_sub_err_intent = /** @type {(inputs: Own_Sub_Err_IntentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不明なサブスクリプション操作です。`)
};

const ko_own_sub_err_intent = /** @type {(inputs: Own_Sub_Err_IntentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`알 수 없는 구독 작업입니다.`)
};

/**
* | output |
* | --- |
* | "Unknown subscription action." |
*
* @param {Own_Sub_Err_IntentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_err_intent = /** @type {((inputs?: Own_Sub_Err_IntentInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_Err_IntentInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_err_intent(inputs)
	if (locale === "fr") return fr_own_sub_err_intent(inputs)
	if (locale === "es") return es_own_sub_err_intent(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_err_intent(inputs)
	if (locale === "ja") return ja_own_sub_err_intent(inputs)
	if (locale === "ko") return ko_own_sub_err_intent(inputs)
	return en_own_sub_err_intent(inputs)
});