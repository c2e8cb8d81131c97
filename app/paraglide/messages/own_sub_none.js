/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_NoneInputs */

const en_own_sub_none = /** @type {(inputs: Own_Sub_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Subscription`)
};

const de_own_sub_none = /** @type {(inputs: Own_Sub_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Abonnement`)
};

const fr_own_sub_none = /** @type {(inputs: Own_Sub_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun abonnement`)
};

const es_own_sub_none = /** @type {(inputs: Own_Sub_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin suscripción`)
};

const pt_br2_own_sub_none = /** @type {(inputs: Own_Sub_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem assinatura`)
};

const ja_own_sub_none = /** @type {(inputs: Own_Sub_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サブスクリプションなし`)
};

const ko_own_sub_none = /** @type {(inputs: Own_Sub_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`구독 없음`)
};

/**
* | output |
* | --- |
* | "No Subscription" |
*
* @param {Own_Sub_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_none = /** @type {((inputs?: Own_Sub_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_NoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_none(inputs)
	if (locale === "fr") return fr_own_sub_none(inputs)
	if (locale === "es") return es_own_sub_none(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_none(inputs)
	if (locale === "ja") return ja_own_sub_none(inputs)
	if (locale === "ko") return ko_own_sub_none(inputs)
	return en_own_sub_none(inputs)
});