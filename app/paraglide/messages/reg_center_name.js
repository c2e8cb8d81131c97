/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Center_NameInputs */

const en_reg_center_name = /** @type {(inputs: Reg_Center_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN center name`)
};

const de_reg_center_name = /** @type {(inputs: Reg_Center_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name des LAN-Centers`)
};

const fr_reg_center_name = /** @type {(inputs: Reg_Center_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom du LAN center`)
};

const es_reg_center_name = /** @type {(inputs: Reg_Center_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre del LAN center`)
};

const pt_br2_reg_center_name = /** @type {(inputs: Reg_Center_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome do LAN center`)
};

const ja_reg_center_name = /** @type {(inputs: Reg_Center_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンター名`)
};

const ko_reg_center_name = /** @type {(inputs: Reg_Center_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터 이름`)
};

/**
* | output |
* | --- |
* | "LAN center name" |
*
* @param {Reg_Center_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_center_name = /** @type {((inputs?: Reg_Center_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Center_NameInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_center_name(inputs)
	if (locale === "fr") return fr_reg_center_name(inputs)
	if (locale === "es") return es_reg_center_name(inputs)
	if (locale === "pt-BR") return pt_br2_reg_center_name(inputs)
	if (locale === "ja") return ja_reg_center_name(inputs)
	if (locale === "ko") return ko_reg_center_name(inputs)
	return en_reg_center_name(inputs)
});