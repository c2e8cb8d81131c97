/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_At_ThisInputs */

const en_center_at_this = /** @type {(inputs: Center_At_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · at this center`)
};

const de_center_at_this = /** @type {(inputs: Center_At_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · in diesem Center`)
};

const fr_center_at_this = /** @type {(inputs: Center_At_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · dans ce centre`)
};

const es_center_at_this = /** @type {(inputs: Center_At_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · en este centro`)
};

const pt_br2_center_at_this = /** @type {(inputs: Center_At_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · neste centro`)
};

const ja_center_at_this = /** @type {(inputs: Center_At_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`・このセンターで開催`)
};

const ko_center_at_this = /** @type {(inputs: Center_At_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · 이 센터에서`)
};

/**
* | output |
* | --- |
* | "· at this center" |
*
* @param {Center_At_ThisInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_at_this = /** @type {((inputs?: Center_At_ThisInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_At_ThisInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_at_this(inputs)
	if (locale === "fr") return fr_center_at_this(inputs)
	if (locale === "es") return es_center_at_this(inputs)
	if (locale === "pt-BR") return pt_br2_center_at_this(inputs)
	if (locale === "ja") return ja_center_at_this(inputs)
	if (locale === "ko") return ko_center_at_this(inputs)
	return en_center_at_this(inputs)
});