/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Msg_Choose_ListInputs */

const en_reg_msg_choose_list = /** @type {(inputs: Reg_Msg_Choose_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose from the list`)
};

const de_reg_msg_choose_list = /** @type {(inputs: Reg_Msg_Choose_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte wähle einen Eintrag aus der Liste`)
};

const fr_reg_msg_choose_list = /** @type {(inputs: Reg_Msg_Choose_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir dans la liste`)
};

const es_reg_msg_choose_list = /** @type {(inputs: Reg_Msg_Choose_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una opción de la lista`)
};

const pt_br2_reg_msg_choose_list = /** @type {(inputs: Reg_Msg_Choose_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha uma opção da lista`)
};

const ja_reg_msg_choose_list = /** @type {(inputs: Reg_Msg_Choose_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`リストから選んでください`)
};

const ko_reg_msg_choose_list = /** @type {(inputs: Reg_Msg_Choose_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`목록에서 선택하세요`)
};

/**
* | output |
* | --- |
* | "Please choose from the list" |
*
* @param {Reg_Msg_Choose_ListInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_choose_list = /** @type {((inputs?: Reg_Msg_Choose_ListInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_Choose_ListInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_choose_list(inputs)
	if (locale === "fr") return fr_reg_msg_choose_list(inputs)
	if (locale === "es") return es_reg_msg_choose_list(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_choose_list(inputs)
	if (locale === "ja") return ja_reg_msg_choose_list(inputs)
	if (locale === "ko") return ko_reg_msg_choose_list(inputs)
	return en_reg_msg_choose_list(inputs)
});