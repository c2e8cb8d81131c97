/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Reg_Types_LinkInputs */

const en_landing_reg_types_link = /** @type {(inputs: Landing_Reg_Types_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the venue types`)
};

const de_landing_reg_types_link = /** @type {(inputs: Landing_Reg_Types_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu den Location-Typen`)
};

const fr_landing_reg_types_link = /** @type {(inputs: Landing_Reg_Types_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les types de lieux`)
};

const es_landing_reg_types_link = /** @type {(inputs: Landing_Reg_Types_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver los tipos de local`)
};

const pt_br2_landing_reg_types_link = /** @type {(inputs: Landing_Reg_Types_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veja os tipos de espaço`)
};

const ja_landing_reg_types_link = /** @type {(inputs: Landing_Reg_Types_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`施設の種類を見る`)
};

const ko_landing_reg_types_link = /** @type {(inputs: Landing_Reg_Types_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매장 유형 보기`)
};

/**
* | output |
* | --- |
* | "See the venue types" |
*
* @param {Landing_Reg_Types_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_reg_types_link = /** @type {((inputs?: Landing_Reg_Types_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Reg_Types_LinkInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_reg_types_link(inputs)
	if (locale === "fr") return fr_landing_reg_types_link(inputs)
	if (locale === "es") return es_landing_reg_types_link(inputs)
	if (locale === "pt-BR") return pt_br2_landing_reg_types_link(inputs)
	if (locale === "ja") return ja_landing_reg_types_link(inputs)
	if (locale === "ko") return ko_landing_reg_types_link(inputs)
	return en_landing_reg_types_link(inputs)
});