/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Whats_NextInputs */

const en_own_whats_next = /** @type {(inputs: Own_Whats_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What's Next`)
};

const de_own_whats_next = /** @type {(inputs: Own_Whats_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie es weitergeht`)
};

const fr_own_whats_next = /** @type {(inputs: Own_Whats_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Et ensuite`)
};

const es_own_whats_next = /** @type {(inputs: Own_Whats_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué sigue`)
};

const pt_br2_own_whats_next = /** @type {(inputs: Own_Whats_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que vem a seguir`)
};

const ja_own_whats_next = /** @type {(inputs: Own_Whats_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`今後の流れ`)
};

const ko_own_whats_next = /** @type {(inputs: Own_Whats_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`다음 진행 사항`)
};

/**
* | output |
* | --- |
* | "What's Next" |
*
* @param {Own_Whats_NextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_whats_next = /** @type {((inputs?: Own_Whats_NextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Whats_NextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_whats_next(inputs)
	if (locale === "fr") return fr_own_whats_next(inputs)
	if (locale === "es") return es_own_whats_next(inputs)
	if (locale === "pt-BR") return pt_br2_own_whats_next(inputs)
	if (locale === "ja") return ja_own_whats_next(inputs)
	if (locale === "ko") return ko_own_whats_next(inputs)
	return en_own_whats_next(inputs)
});