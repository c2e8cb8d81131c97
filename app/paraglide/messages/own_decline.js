/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_DeclineInputs */

const en_own_decline = /** @type {(inputs: Own_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decline`)
};

const de_own_decline = /** @type {(inputs: Own_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ablehnen`)
};

const fr_own_decline = /** @type {(inputs: Own_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refuser`)
};

const es_own_decline = /** @type {(inputs: Own_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazar`)
};

const pt_br2_own_decline = /** @type {(inputs: Own_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recusar`)
};

const ja_own_decline = /** @type {(inputs: Own_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`辞退`)
};

const ko_own_decline = /** @type {(inputs: Own_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`거절`)
};

/**
* | output |
* | --- |
* | "Decline" |
*
* @param {Own_DeclineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_decline = /** @type {((inputs?: Own_DeclineInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_DeclineInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_decline(inputs)
	if (locale === "fr") return fr_own_decline(inputs)
	if (locale === "es") return es_own_decline(inputs)
	if (locale === "pt-BR") return pt_br2_own_decline(inputs)
	if (locale === "ja") return ja_own_decline(inputs)
	if (locale === "ko") return ko_own_decline(inputs)
	return en_own_decline(inputs)
});