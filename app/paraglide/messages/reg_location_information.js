/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Location_InformationInputs */

const en_reg_location_information = /** @type {(inputs: Reg_Location_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location Information`)
};

const de_reg_location_information = /** @type {(inputs: Reg_Location_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angaben zum Ort`)
};

const fr_reg_location_information = /** @type {(inputs: Reg_Location_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informations sur le lieu`)
};

const es_reg_location_information = /** @type {(inputs: Reg_Location_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Información del lugar`)
};

const pt_br2_reg_location_information = /** @type {(inputs: Reg_Location_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informações do local`)
};

const ja_reg_location_information = /** @type {(inputs: Reg_Location_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`会場情報`)
};

const ko_reg_location_information = /** @type {(inputs: Reg_Location_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`장소 정보`)
};

/**
* | output |
* | --- |
* | "Location Information" |
*
* @param {Reg_Location_InformationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_location_information = /** @type {((inputs?: Reg_Location_InformationInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Location_InformationInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_location_information(inputs)
	if (locale === "fr") return fr_reg_location_information(inputs)
	if (locale === "es") return es_reg_location_information(inputs)
	if (locale === "pt-BR") return pt_br2_reg_location_information(inputs)
	if (locale === "ja") return ja_reg_location_information(inputs)
	if (locale === "ko") return ko_reg_location_information(inputs)
	return en_reg_location_information(inputs)
});