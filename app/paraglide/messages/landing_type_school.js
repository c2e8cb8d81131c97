/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Type_SchoolInputs */

const en_landing_type_school = /** @type {(inputs: Landing_Type_SchoolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`School`)
};

const de_landing_type_school = /** @type {(inputs: Landing_Type_SchoolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schule`)
};

const fr_landing_type_school = /** @type {(inputs: Landing_Type_SchoolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`École`)
};

const es_landing_type_school = /** @type {(inputs: Landing_Type_SchoolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escuela`)
};

const pt_br2_landing_type_school = /** @type {(inputs: Landing_Type_SchoolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escola`)
};

const ja_landing_type_school = /** @type {(inputs: Landing_Type_SchoolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`学校`)
};

const ko_landing_type_school = /** @type {(inputs: Landing_Type_SchoolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`학교`)
};

/**
* | output |
* | --- |
* | "School" |
*
* @param {Landing_Type_SchoolInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_type_school = /** @type {((inputs?: Landing_Type_SchoolInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Type_SchoolInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_type_school(inputs)
	if (locale === "fr") return fr_landing_type_school(inputs)
	if (locale === "es") return es_landing_type_school(inputs)
	if (locale === "pt-BR") return pt_br2_landing_type_school(inputs)
	if (locale === "ja") return ja_landing_type_school(inputs)
	if (locale === "ko") return ko_landing_type_school(inputs)
	return en_landing_type_school(inputs)
});