/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_Platform_Sim_RacingInputs */

const en_dir_platform_sim_racing = /** @type {(inputs: Dir_Platform_Sim_RacingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sim racing`)
};

const de_dir_platform_sim_racing = /** @type {(inputs: Dir_Platform_Sim_RacingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sim-Racing`)
};

const fr_dir_platform_sim_racing = /** @type {(inputs: Dir_Platform_Sim_RacingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Simulation de course`)
};

const es_dir_platform_sim_racing = /** @type {(inputs: Dir_Platform_Sim_RacingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Simracing`)
};

const pt_br2_dir_platform_sim_racing = /** @type {(inputs: Dir_Platform_Sim_RacingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sim racing`)
};

const ja_dir_platform_sim_racing = /** @type {(inputs: Dir_Platform_Sim_RacingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`シムレーシング`)
};

const ko_dir_platform_sim_racing = /** @type {(inputs: Dir_Platform_Sim_RacingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`심 레이싱`)
};

/**
* | output |
* | --- |
* | "Sim racing" |
*
* @param {Dir_Platform_Sim_RacingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_platform_sim_racing = /** @type {((inputs?: Dir_Platform_Sim_RacingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Platform_Sim_RacingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_platform_sim_racing(inputs)
	if (locale === "fr") return fr_dir_platform_sim_racing(inputs)
	if (locale === "es") return es_dir_platform_sim_racing(inputs)
	if (locale === "pt-BR") return pt_br2_dir_platform_sim_racing(inputs)
	if (locale === "ja") return ja_dir_platform_sim_racing(inputs)
	if (locale === "ko") return ko_dir_platform_sim_racing(inputs)
	return en_dir_platform_sim_racing(inputs)
});