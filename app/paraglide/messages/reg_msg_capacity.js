/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Msg_CapacityInputs */

const en_reg_msg_capacity = /** @type {(inputs: Reg_Msg_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capacity must be a whole number of at least 1, or empty for no limit`)
};

const de_reg_msg_capacity = /** @type {(inputs: Reg_Msg_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Kapazität muss eine ganze Zahl ab 1 sein oder leer bleiben (keine Begrenzung)`)
};

const fr_reg_msg_capacity = /** @type {(inputs: Reg_Msg_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La capacité doit être un nombre entier d'au moins 1, ou vide pour ne pas limiter`)
};

const es_reg_msg_capacity = /** @type {(inputs: Reg_Msg_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El aforo debe ser un número entero de al menos 1, o vacío para no poner límite`)
};

const pt_br2_reg_msg_capacity = /** @type {(inputs: Reg_Msg_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A capacidade deve ser um número inteiro de pelo menos 1, ou vazia para não ter limite`)
};

const ja_reg_msg_capacity = /** @type {(inputs: Reg_Msg_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`定員は1以上の整数で入力するか、上限なしの場合は空欄にしてください`)
};

const ko_reg_msg_capacity = /** @type {(inputs: Reg_Msg_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`정원은 1 이상의 정수이거나, 제한이 없으면 비워 두어야 합니다`)
};

/**
* | output |
* | --- |
* | "Capacity must be a whole number of at least 1, or empty for no limit" |
*
* @param {Reg_Msg_CapacityInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_capacity = /** @type {((inputs?: Reg_Msg_CapacityInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_CapacityInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_capacity(inputs)
	if (locale === "fr") return fr_reg_msg_capacity(inputs)
	if (locale === "es") return es_reg_msg_capacity(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_capacity(inputs)
	if (locale === "ja") return ja_reg_msg_capacity(inputs)
	if (locale === "ko") return ko_reg_msg_capacity(inputs)
	return en_reg_msg_capacity(inputs)
});