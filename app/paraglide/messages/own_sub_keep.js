/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_KeepInputs */

const en_own_sub_keep = /** @type {(inputs: Own_Sub_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep Subscription`)
};

const de_own_sub_keep = /** @type {(inputs: Own_Sub_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement behalten`)
};

const fr_own_sub_keep = /** @type {(inputs: Own_Sub_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garder l'abonnement`)
};

const es_own_sub_keep = /** @type {(inputs: Own_Sub_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mantener suscripción`)
};

const pt_br2_own_sub_keep = /** @type {(inputs: Own_Sub_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manter assinatura`)
};

const ja_own_sub_keep = /** @type {(inputs: Own_Sub_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サブスクリプションを継続`)
};

const ko_own_sub_keep = /** @type {(inputs: Own_Sub_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`구독 유지`)
};

/**
* | output |
* | --- |
* | "Keep Subscription" |
*
* @param {Own_Sub_KeepInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_keep = /** @type {((inputs?: Own_Sub_KeepInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_KeepInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_keep(inputs)
	if (locale === "fr") return fr_own_sub_keep(inputs)
	if (locale === "es") return es_own_sub_keep(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_keep(inputs)
	if (locale === "ja") return ja_own_sub_keep(inputs)
	if (locale === "ko") return ko_own_sub_keep(inputs)
	return en_own_sub_keep(inputs)
});