/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_CancelInputs */

const en_own_sub_cancel = /** @type {(inputs: Own_Sub_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel Subscription`)
};

const de_own_sub_cancel = /** @type {(inputs: Own_Sub_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement kündigen`)
};

const fr_own_sub_cancel = /** @type {(inputs: Own_Sub_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler l'abonnement`)
};

const es_own_sub_cancel = /** @type {(inputs: Own_Sub_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar suscripción`)
};

const pt_br2_own_sub_cancel = /** @type {(inputs: Own_Sub_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar assinatura`)
};

const ja_own_sub_cancel = /** @type {(inputs: Own_Sub_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サブスクリプションを解約`)
};

const ko_own_sub_cancel = /** @type {(inputs: Own_Sub_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`구독 해지`)
};

/**
* | output |
* | --- |
* | "Cancel Subscription" |
*
* @param {Own_Sub_CancelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_cancel = /** @type {((inputs?: Own_Sub_CancelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_CancelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_cancel(inputs)
	if (locale === "fr") return fr_own_sub_cancel(inputs)
	if (locale === "es") return es_own_sub_cancel(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_cancel(inputs)
	if (locale === "ja") return ja_own_sub_cancel(inputs)
	if (locale === "ko") return ko_own_sub_cancel(inputs)
	return en_own_sub_cancel(inputs)
});