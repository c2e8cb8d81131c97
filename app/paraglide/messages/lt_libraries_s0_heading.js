/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Libraries_S0_HeadingInputs */

const en_lt_libraries_s0_heading = /** @type {(inputs: Lt_Libraries_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A New Reason to Visit`)
};

const de_lt_libraries_s0_heading = /** @type {(inputs: Lt_Libraries_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein neuer Grund für einen Besuch`)
};

const fr_lt_libraries_s0_heading = /** @type {(inputs: Lt_Libraries_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une nouvelle raison de venir`)
};

const es_lt_libraries_s0_heading = /** @type {(inputs: Lt_Libraries_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un nuevo motivo para venir`)
};

const pt_br2_lt_libraries_s0_heading = /** @type {(inputs: Lt_Libraries_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um novo motivo para visitar`)
};

const ja_lt_libraries_s0_heading = /** @type {(inputs: Lt_Libraries_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`来館の新しい理由`)
};

const ko_lt_libraries_s0_heading = /** @type {(inputs: Lt_Libraries_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`방문할 새로운 이유`)
};

/**
* | output |
* | --- |
* | "A New Reason to Visit" |
*
* @param {Lt_Libraries_S0_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_libraries_s0_heading = /** @type {((inputs?: Lt_Libraries_S0_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Libraries_S0_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_libraries_s0_heading(inputs)
	if (locale === "fr") return fr_lt_libraries_s0_heading(inputs)
	if (locale === "es") return es_lt_libraries_s0_heading(inputs)
	if (locale === "pt-BR") return pt_br2_lt_libraries_s0_heading(inputs)
	if (locale === "ja") return ja_lt_libraries_s0_heading(inputs)
	if (locale === "ko") return ko_lt_libraries_s0_heading(inputs)
	return en_lt_libraries_s0_heading(inputs)
});