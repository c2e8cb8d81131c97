/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_ExpiresInputs */

const en_own_sub_expires = /** @type {(inputs: Own_Sub_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expires`)
};

const de_own_sub_expires = /** @type {(inputs: Own_Sub_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Läuft ab am`)
};

const fr_own_sub_expires = /** @type {(inputs: Own_Sub_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expire le`)
};

const es_own_sub_expires = /** @type {(inputs: Own_Sub_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vence`)
};

const pt_br2_own_sub_expires = /** @type {(inputs: Own_Sub_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expira em`)
};

const ja_own_sub_expires = /** @type {(inputs: Own_Sub_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`終了日`)
};

const ko_own_sub_expires = /** @type {(inputs: Own_Sub_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`만료일`)
};

/**
* | output |
* | --- |
* | "Expires" |
*
* @param {Own_Sub_ExpiresInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_expires = /** @type {((inputs?: Own_Sub_ExpiresInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_ExpiresInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_expires(inputs)
	if (locale === "fr") return fr_own_sub_expires(inputs)
	if (locale === "es") return es_own_sub_expires(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_expires(inputs)
	if (locale === "ja") return ja_own_sub_expires(inputs)
	if (locale === "ko") return ko_own_sub_expires(inputs)
	return en_own_sub_expires(inputs)
});