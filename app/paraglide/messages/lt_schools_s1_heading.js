/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Schools_S1_HeadingInputs */

const en_lt_schools_s1_heading = /** @type {(inputs: Lt_Schools_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Easy for Staff`)
};

const de_lt_schools_s1_heading = /** @type {(inputs: Lt_Schools_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einfach für das Kollegium`)
};

const fr_lt_schools_s1_heading = /** @type {(inputs: Lt_Schools_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Simple pour le personnel`)
};

const es_lt_schools_s1_heading = /** @type {(inputs: Lt_Schools_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fácil para el personal`)
};

const pt_br2_lt_schools_s1_heading = /** @type {(inputs: Lt_Schools_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fácil para a equipe`)
};

const ja_lt_schools_s1_heading = /** @type {(inputs: Lt_Schools_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`教職員にもかんたん`)
};

const ko_lt_schools_s1_heading = /** @type {(inputs: Lt_Schools_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`교직원도 쉽게`)
};

/**
* | output |
* | --- |
* | "Easy for Staff" |
*
* @param {Lt_Schools_S1_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_schools_s1_heading = /** @type {((inputs?: Lt_Schools_S1_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Schools_S1_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_schools_s1_heading(inputs)
	if (locale === "fr") return fr_lt_schools_s1_heading(inputs)
	if (locale === "es") return es_lt_schools_s1_heading(inputs)
	if (locale === "pt-BR") return pt_br2_lt_schools_s1_heading(inputs)
	if (locale === "ja") return ja_lt_schools_s1_heading(inputs)
	if (locale === "ko") return ko_lt_schools_s1_heading(inputs)
	return en_lt_schools_s1_heading(inputs)
});