/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Center_InformationInputs */

const en_reg_center_information = /** @type {(inputs: Reg_Center_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Information`)
};

const de_reg_center_information = /** @type {(inputs: Reg_Center_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angaben zum LAN-Center`)
};

const fr_reg_center_information = /** @type {(inputs: Reg_Center_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informations sur le LAN center`)
};

const es_reg_center_information = /** @type {(inputs: Reg_Center_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Información del LAN center`)
};

const pt_br2_reg_center_information = /** @type {(inputs: Reg_Center_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informações do LAN center`)
};

const ja_reg_center_information = /** @type {(inputs: Reg_Center_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンター情報`)
};

const ko_reg_center_information = /** @type {(inputs: Reg_Center_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터 정보`)
};

/**
* | output |
* | --- |
* | "LAN Center Information" |
*
* @param {Reg_Center_InformationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_center_information = /** @type {((inputs?: Reg_Center_InformationInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Center_InformationInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_center_information(inputs)
	if (locale === "fr") return fr_reg_center_information(inputs)
	if (locale === "es") return es_reg_center_information(inputs)
	if (locale === "pt-BR") return pt_br2_reg_center_information(inputs)
	if (locale === "ja") return ja_reg_center_information(inputs)
	if (locale === "ko") return ko_reg_center_information(inputs)
	return en_reg_center_information(inputs)
});