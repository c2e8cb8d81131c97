/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_Reason_SpamInputs */

const en_arv_reason_spam = /** @type {(inputs: Arv_Reason_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spam`)
};

const de_arv_reason_spam = /** @type {(inputs: Arv_Reason_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spam`)
};

const fr_arv_reason_spam = /** @type {(inputs: Arv_Reason_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spam`)
};

const es_arv_reason_spam = /** @type {(inputs: Arv_Reason_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spam`)
};

const pt_br2_arv_reason_spam = /** @type {(inputs: Arv_Reason_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spam`)
};

const ja_arv_reason_spam = /** @type {(inputs: Arv_Reason_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`スパム`)
};

const ko_arv_reason_spam = /** @type {(inputs: Arv_Reason_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`스팸`)
};

/**
* | output |
* | --- |
* | "Spam" |
*
* @param {Arv_Reason_SpamInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_reason_spam = /** @type {((inputs?: Arv_Reason_SpamInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_Reason_SpamInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_reason_spam(inputs)
	if (locale === "fr") return fr_arv_reason_spam(inputs)
	if (locale === "es") return es_arv_reason_spam(inputs)
	if (locale === "pt-BR") return pt_br2_arv_reason_spam(inputs)
	if (locale === "ja") return ja_arv_reason_spam(inputs)
	if (locale === "ko") return ko_arv_reason_spam(inputs)
	return en_arv_reason_spam(inputs)
});