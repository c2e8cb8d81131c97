/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_Err_CancelInputs */

const en_own_sub_err_cancel = /** @type {(inputs: Own_Sub_Err_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to cancel subscription`)
};

const de_own_sub_err_cancel = /** @type {(inputs: Own_Sub_Err_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Abonnement konnte nicht gekündigt werden`)
};

const fr_own_sub_err_cancel = /** @type {(inputs: Own_Sub_Err_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d'annuler l'abonnement`)
};

const es_own_sub_err_cancel = /** @type {(inputs: Own_Sub_Err_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cancelar la suscripción`)
};

const pt_br2_own_sub_err_cancel = /** @type {(inputs: Own_Sub_Err_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível cancelar a assinatura`)
};

const ja_own_sub_err_cancel = /** @type {(inputs: Own_Sub_Err_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サブスクリプションを解約できませんでした`)
};

const ko_own_sub_err_cancel = /** @type {(inputs: Own_Sub_Err_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`구독을 해지하지 못했습니다`)
};

/**
* | output |
* | --- |
* | "Failed to cancel subscription" |
*
* @param {Own_Sub_Err_CancelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_err_cancel = /** @type {((inputs?: Own_Sub_Err_CancelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_Err_CancelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_err_cancel(inputs)
	if (locale === "fr") return fr_own_sub_err_cancel(inputs)
	if (locale === "es") return es_own_sub_err_cancel(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_err_cancel(inputs)
	if (locale === "ja") return ja_own_sub_err_cancel(inputs)
	if (locale === "ko") return ko_own_sub_err_cancel(inputs)
	return en_own_sub_err_cancel(inputs)
});