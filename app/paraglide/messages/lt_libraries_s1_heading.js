/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Libraries_S1_HeadingInputs */

const en_lt_libraries_s1_heading = /** @type {(inputs: Lt_Libraries_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Light on Staff Time`)
};

const de_lt_libraries_s1_heading = /** @type {(inputs: Lt_Libraries_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenig Aufwand für das Personal`)
};

const fr_lt_libraries_s1_heading = /** @type {(inputs: Lt_Libraries_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peu de temps pour le personnel`)
};

const es_lt_libraries_s1_heading = /** @type {(inputs: Lt_Libraries_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poco tiempo del personal`)
};

const pt_br2_lt_libraries_s1_heading = /** @type {(inputs: Lt_Libraries_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pouco tempo da equipe`)
};

const ja_lt_libraries_s1_heading = /** @type {(inputs: Lt_Libraries_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`職員の負担は最小限`)
};

const ko_lt_libraries_s1_heading = /** @type {(inputs: Lt_Libraries_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`직원 부담은 가볍게`)
};

/**
* | output |
* | --- |
* | "Light on Staff Time" |
*
* @param {Lt_Libraries_S1_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_libraries_s1_heading = /** @type {((inputs?: Lt_Libraries_S1_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Libraries_S1_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_libraries_s1_heading(inputs)
	if (locale === "fr") return fr_lt_libraries_s1_heading(inputs)
	if (locale === "es") return es_lt_libraries_s1_heading(inputs)
	if (locale === "pt-BR") return pt_br2_lt_libraries_s1_heading(inputs)
	if (locale === "ja") return ja_lt_libraries_s1_heading(inputs)
	if (locale === "ko") return ko_lt_libraries_s1_heading(inputs)
	return en_lt_libraries_s1_heading(inputs)
});