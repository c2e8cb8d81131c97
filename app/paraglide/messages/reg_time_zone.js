/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Time_ZoneInputs */

const en_reg_time_zone = /** @type {(inputs: Reg_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time zone`)
};

const de_reg_time_zone = /** @type {(inputs: Reg_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeitzone`)
};

const fr_reg_time_zone = /** @type {(inputs: Reg_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuseau horaire`)
};

const es_reg_time_zone = /** @type {(inputs: Reg_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zona horaria`)
};

const pt_br2_reg_time_zone = /** @type {(inputs: Reg_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuso horário`)
};

const ja_reg_time_zone = /** @type {(inputs: Reg_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`タイムゾーン`)
};

const ko_reg_time_zone = /** @type {(inputs: Reg_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`시간대`)
};

/**
* | output |
* | --- |
* | "Time zone" |
*
* @param {Reg_Time_ZoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_time_zone = /** @type {((inputs?: Reg_Time_ZoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Time_ZoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_time_zone(inputs)
	if (locale === "fr") return fr_reg_time_zone(inputs)
	if (locale === "es") return es_reg_time_zone(inputs)
	if (locale === "pt-BR") return pt_br2_reg_time_zone(inputs)
	if (locale === "ja") return ja_reg_time_zone(inputs)
	if (locale === "ko") return ko_reg_time_zone(inputs)
	return en_reg_time_zone(inputs)
});