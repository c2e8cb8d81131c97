/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Amenity_Step_FreeInputs */

const en_reg_amenity_step_free = /** @type {(inputs: Reg_Amenity_Step_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Step-free entrance`)
};

const de_reg_amenity_step_free = /** @type {(inputs: Reg_Amenity_Step_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stufenloser Eingang`)
};

const fr_reg_amenity_step_free = /** @type {(inputs: Reg_Amenity_Step_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrée de plain-pied`)
};

const es_reg_amenity_step_free = /** @type {(inputs: Reg_Amenity_Step_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrada sin escalones`)
};

const pt_br2_reg_amenity_step_free = /** @type {(inputs: Reg_Amenity_Step_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrada sem degraus`)
};

const ja_reg_amenity_step_free = /** @type {(inputs: Reg_Amenity_Step_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`段差のない入口`)
};

const ko_reg_amenity_step_free = /** @type {(inputs: Reg_Amenity_Step_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`턱 없는 출입구`)
};

/**
* | output |
* | --- |
* | "Step-free entrance" |
*
* @param {Reg_Amenity_Step_FreeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_amenity_step_free = /** @type {((inputs?: Reg_Amenity_Step_FreeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Amenity_Step_FreeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_amenity_step_free(inputs)
	if (locale === "fr") return fr_reg_amenity_step_free(inputs)
	if (locale === "es") return es_reg_amenity_step_free(inputs)
	if (locale === "pt-BR") return pt_br2_reg_amenity_step_free(inputs)
	if (locale === "ja") return ja_reg_amenity_step_free(inputs)
	if (locale === "ko") return ko_reg_amenity_step_free(inputs)
	return en_reg_amenity_step_free(inputs)
});