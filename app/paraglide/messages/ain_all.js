/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ain_AllInputs */

const en_ain_all = /** @type {(inputs: Ain_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All`)
};

const de_ain_all = /** @type {(inputs: Ain_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesamt`)
};

const fr_ain_all = /** @type {(inputs: Ain_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

const es_ain_all = /** @type {(inputs: Ain_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

const pt_br2_ain_all = /** @type {(inputs: Ain_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

const ja_ain_all = /** @type {(inputs: Ain_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`全体`)
};

const ko_ain_all = /** @type {(inputs: Ain_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`전체`)
};

/**
* | output |
* | --- |
* | "All" |
*
* @param {Ain_AllInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ain_all = /** @type {((inputs?: Ain_AllInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ain_AllInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ain_all(inputs)
	if (locale === "fr") return fr_ain_all(inputs)
	if (locale === "es") return es_ain_all(inputs)
	if (locale === "pt-BR") return pt_br2_ain_all(inputs)
	if (locale === "ja") return ja_ain_all(inputs)
	if (locale === "ko") return ko_ain_all(inputs)
	return en_ain_all(inputs)
});