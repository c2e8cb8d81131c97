/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_TitleInputs */

const en_own_sub_title = /** @type {(inputs: Own_Sub_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription`)
};

const de_own_sub_title = /** @type {(inputs: Own_Sub_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement`)
};

const fr_own_sub_title = /** @type {(inputs: Own_Sub_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement`)
};

const es_own_sub_title = /** @type {(inputs: Own_Sub_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscripción`)
};

const pt_br2_own_sub_title = /** @type {(inputs: Own_Sub_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assinatura`)
};

const ja_own_sub_title = /** @type {(inputs: Own_Sub_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サブスクリプション`)
};

const ko_own_sub_title = /** @type {(inputs: Own_Sub_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`구독`)
};

/**
* | output |
* | --- |
* | "Subscription" |
*
* @param {Own_Sub_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_title = /** @type {((inputs?: Own_Sub_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_title(inputs)
	if (locale === "fr") return fr_own_sub_title(inputs)
	if (locale === "es") return es_own_sub_title(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_title(inputs)
	if (locale === "ja") return ja_own_sub_title(inputs)
	if (locale === "ko") return ko_own_sub_title(inputs)
	return en_own_sub_title(inputs)
});