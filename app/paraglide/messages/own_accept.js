/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_AcceptInputs */

const en_own_accept = /** @type {(inputs: Own_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accept`)
};

const de_own_accept = /** @type {(inputs: Own_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annehmen`)
};

const fr_own_accept = /** @type {(inputs: Own_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accepter`)
};

const es_own_accept = /** @type {(inputs: Own_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptar`)
};

const pt_br2_own_accept = /** @type {(inputs: Own_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceitar`)
};

const ja_own_accept = /** @type {(inputs: Own_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`承認`)
};

const ko_own_accept = /** @type {(inputs: Own_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`수락`)
};

/**
* | output |
* | --- |
* | "Accept" |
*
* @param {Own_AcceptInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_accept = /** @type {((inputs?: Own_AcceptInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_AcceptInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_accept(inputs)
	if (locale === "fr") return fr_own_accept(inputs)
	if (locale === "es") return es_own_accept(inputs)
	if (locale === "pt-BR") return pt_br2_own_accept(inputs)
	if (locale === "ja") return ja_own_accept(inputs)
	if (locale === "ko") return ko_own_accept(inputs)
	return en_own_accept(inputs)
});