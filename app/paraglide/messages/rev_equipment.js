/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rev_EquipmentInputs */

const en_rev_equipment = /** @type {(inputs: Rev_EquipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Equipment`)
};

const de_rev_equipment = /** @type {(inputs: Rev_EquipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausstattung`)
};

const fr_rev_equipment = /** @type {(inputs: Rev_EquipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Équipement`)
};

const es_rev_equipment = /** @type {(inputs: Rev_EquipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Equipamiento`)
};

const pt_br2_rev_equipment = /** @type {(inputs: Rev_EquipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Equipamentos`)
};

const ja_rev_equipment = /** @type {(inputs: Rev_EquipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`設備`)
};

const ko_rev_equipment = /** @type {(inputs: Rev_EquipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`장비`)
};

/**
* | output |
* | --- |
* | "Equipment" |
*
* @param {Rev_EquipmentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_equipment = /** @type {((inputs?: Rev_EquipmentInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_EquipmentInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_equipment(inputs)
	if (locale === "fr") return fr_rev_equipment(inputs)
	if (locale === "es") return es_rev_equipment(inputs)
	if (locale === "pt-BR") return pt_br2_rev_equipment(inputs)
	if (locale === "ja") return ja_rev_equipment(inputs)
	if (locale === "ko") return ko_rev_equipment(inputs)
	return en_rev_equipment(inputs)
});