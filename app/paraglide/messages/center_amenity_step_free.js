/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_Amenity_Step_FreeInputs */

const en_center_amenity_step_free = /** @type {(inputs: Center_Amenity_Step_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Step-free entrance`)
};

const de_center_amenity_step_free = /** @type {(inputs: Center_Amenity_Step_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stufenloser Eingang`)
};

const fr_center_amenity_step_free = /** @type {(inputs: Center_Amenity_Step_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrée de plain-pied`)
};

const es_center_amenity_step_free = /** @type {(inputs: Center_Amenity_Step_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrada sin escalones`)
};

const pt_br2_center_amenity_step_free = /** @type {(inputs: Center_Amenity_Step_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrada sem degraus`)
};

const ja_center_amenity_step_free = /** @type {(inputs: Center_Amenity_Step_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`段差のない入口`)
};

const ko_center_amenity_step_free = /** @type {(inputs: Center_Amenity_Step_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`계단 없는 입구`)
};

/**
* | output |
* | --- |
* | "Step-free entrance" |
*
* @param {Center_Amenity_Step_FreeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_amenity_step_free = /** @type {((inputs?: Center_Amenity_Step_FreeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Amenity_Step_FreeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_amenity_step_free(inputs)
	if (locale === "fr") return fr_center_amenity_step_free(inputs)
	if (locale === "es") return es_center_amenity_step_free(inputs)
	if (locale === "pt-BR") return pt_br2_center_amenity_step_free(inputs)
	if (locale === "ja") return ja_center_amenity_step_free(inputs)
	if (locale === "ko") return ko_center_amenity_step_free(inputs)
	return en_center_amenity_step_free(inputs)
});