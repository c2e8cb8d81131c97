/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_RenewsInputs */

const en_own_sub_renews = /** @type {(inputs: Own_Sub_RenewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renews`)
};

const de_own_sub_renews = /** @type {(inputs: Own_Sub_RenewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlängert sich am`)
};

const fr_own_sub_renews = /** @type {(inputs: Own_Sub_RenewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renouvellement`)
};

const es_own_sub_renews = /** @type {(inputs: Own_Sub_RenewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se renueva`)
};

const pt_br2_own_sub_renews = /** @type {(inputs: Own_Sub_RenewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renova em`)
};

const ja_own_sub_renews = /** @type {(inputs: Own_Sub_RenewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更新日`)
};

const ko_own_sub_renews = /** @type {(inputs: Own_Sub_RenewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`갱신일`)
};

/**
* | output |
* | --- |
* | "Renews" |
*
* @param {Own_Sub_RenewsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_renews = /** @type {((inputs?: Own_Sub_RenewsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_RenewsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_renews(inputs)
	if (locale === "fr") return fr_own_sub_renews(inputs)
	if (locale === "es") return es_own_sub_renews(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_renews(inputs)
	if (locale === "ja") return ja_own_sub_renews(inputs)
	if (locale === "ko") return ko_own_sub_renews(inputs)
	return en_own_sub_renews(inputs)
});