/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_EquipmentInputs */

const en_center_equipment = /** @type {(inputs: Center_EquipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Equipment`)
};

const de_center_equipment = /** @type {(inputs: Center_EquipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausstattung`)
};

const fr_center_equipment = /** @type {(inputs: Center_EquipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Équipement`)
};

const es_center_equipment = /** @type {(inputs: Center_EquipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Equipo`)
};

const pt_br2_center_equipment = /** @type {(inputs: Center_EquipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Equipamento`)
};

const ja_center_equipment = /** @type {(inputs: Center_EquipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`設備`)
};

const ko_center_equipment = /** @type {(inputs: Center_EquipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`장비`)
};

/**
* | output |
* | --- |
* | "Equipment" |
*
* @param {Center_EquipmentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_equipment = /** @type {((inputs?: Center_EquipmentInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_EquipmentInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_equipment(inputs)
	if (locale === "fr") return fr_center_equipment(inputs)
	if (locale === "es") return es_center_equipment(inputs)
	if (locale === "pt-BR") return pt_br2_center_equipment(inputs)
	if (locale === "ja") return ja_center_equipment(inputs)
	if (locale === "ko") return ko_center_equipment(inputs)
	return en_center_equipment(inputs)
});