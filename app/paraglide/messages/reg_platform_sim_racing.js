/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Platform_Sim_RacingInputs */

const en_reg_platform_sim_racing = /** @type {(inputs: Reg_Platform_Sim_RacingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sim racing`)
};

const de_reg_platform_sim_racing = /** @type {(inputs: Reg_Platform_Sim_RacingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sim-Racing`)
};

const fr_reg_platform_sim_racing = /** @type {(inputs: Reg_Platform_Sim_RacingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sim racing`)
};

const es_reg_platform_sim_racing = /** @type {(inputs: Reg_Platform_Sim_RacingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Simulación de carreras`)
};

const pt_br2_reg_platform_sim_racing = /** @type {(inputs: Reg_Platform_Sim_RacingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sim racing`)
};

const ja_reg_platform_sim_racing = /** @type {(inputs: Reg_Platform_Sim_RacingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レースシム`)
};

const ko_reg_platform_sim_racing = /** @type {(inputs: Reg_Platform_Sim_RacingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`레이싱 시뮬레이터`)
};

/**
* | output |
* | --- |
* | "Sim racing" |
*
* @param {Reg_Platform_Sim_RacingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_platform_sim_racing = /** @type {((inputs?: Reg_Platform_Sim_RacingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Platform_Sim_RacingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_platform_sim_racing(inputs)
	if (locale === "fr") return fr_reg_platform_sim_racing(inputs)
	if (locale === "es") return es_reg_platform_sim_racing(inputs)
	if (locale === "pt-BR") return pt_br2_reg_platform_sim_racing(inputs)
	if (locale === "ja") return ja_reg_platform_sim_racing(inputs)
	if (locale === "ko") return ko_reg_platform_sim_racing(inputs)
	return en_reg_platform_sim_racing(inputs)
});