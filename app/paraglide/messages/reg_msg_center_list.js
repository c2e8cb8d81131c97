/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Msg_Center_ListInputs */

const en_reg_msg_center_list = /** @type {(inputs: Reg_Msg_Center_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a LAN center from the list`)
};

const de_reg_msg_center_list = /** @type {(inputs: Reg_Msg_Center_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte wähle ein LAN-Center aus der Liste`)
};

const fr_reg_msg_center_list = /** @type {(inputs: Reg_Msg_Center_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir un LAN center dans la liste`)
};

const es_reg_msg_center_list = /** @type {(inputs: Reg_Msg_Center_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un LAN center de la lista`)
};

const pt_br2_reg_msg_center_list = /** @type {(inputs: Reg_Msg_Center_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha um LAN center da lista`)
};

const ja_reg_msg_center_list = /** @type {(inputs: Reg_Msg_Center_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`リストからLANセンターを選んでください`)
};

const ko_reg_msg_center_list = /** @type {(inputs: Reg_Msg_Center_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`목록에서 LAN 센터를 선택하세요`)
};

/**
* | output |
* | --- |
* | "Please choose a LAN center from the list" |
*
* @param {Reg_Msg_Center_ListInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_center_list = /** @type {((inputs?: Reg_Msg_Center_ListInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_Center_ListInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_center_list(inputs)
	if (locale === "fr") return fr_reg_msg_center_list(inputs)
	if (locale === "es") return es_reg_msg_center_list(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_center_list(inputs)
	if (locale === "ja") return ja_reg_msg_center_list(inputs)
	if (locale === "ko") return ko_reg_msg_center_list(inputs)
	return en_reg_msg_center_list(inputs)
});