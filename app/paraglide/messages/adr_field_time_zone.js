/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Field_Time_ZoneInputs */

const en_adr_field_time_zone = /** @type {(inputs: Adr_Field_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time zone`)
};

const de_adr_field_time_zone = /** @type {(inputs: Adr_Field_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeitzone`)
};

const fr_adr_field_time_zone = /** @type {(inputs: Adr_Field_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuseau horaire`)
};

const es_adr_field_time_zone = /** @type {(inputs: Adr_Field_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zona horaria`)
};

const pt_br2_adr_field_time_zone = /** @type {(inputs: Adr_Field_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuso horário`)
};

const ja_adr_field_time_zone = /** @type {(inputs: Adr_Field_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`タイムゾーン`)
};

const ko_adr_field_time_zone = /** @type {(inputs: Adr_Field_Time_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`시간대`)
};

/**
* | output |
* | --- |
* | "Time zone" |
*
* @param {Adr_Field_Time_ZoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_field_time_zone = /** @type {((inputs?: Adr_Field_Time_ZoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Field_Time_ZoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_field_time_zone(inputs)
	if (locale === "fr") return fr_adr_field_time_zone(inputs)
	if (locale === "es") return es_adr_field_time_zone(inputs)
	if (locale === "pt-BR") return pt_br2_adr_field_time_zone(inputs)
	if (locale === "ja") return ja_adr_field_time_zone(inputs)
	if (locale === "ko") return ko_adr_field_time_zone(inputs)
	return en_adr_field_time_zone(inputs)
});