/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, limit: NonNullable<unknown> }} Reg_Msg_Coord_RangeInputs */

const en_reg_msg_coord_range = /** @type {(inputs: Reg_Msg_Coord_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be between -${i?.limit} and ${i?.limit}`)
};

const de_reg_msg_coord_range = /** @type {(inputs: Reg_Msg_Coord_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} muss zwischen -${i?.limit} und ${i?.limit} liegen`)
};

const fr_reg_msg_coord_range = /** @type {(inputs: Reg_Msg_Coord_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} : doit être compris entre -${i?.limit} et ${i?.limit}`)
};

const es_reg_msg_coord_range = /** @type {(inputs: Reg_Msg_Coord_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: debe estar entre -${i?.limit} y ${i?.limit}`)
};

const pt_br2_reg_msg_coord_range = /** @type {(inputs: Reg_Msg_Coord_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: deve estar entre -${i?.limit} e ${i?.limit}`)
};

const ja_reg_msg_coord_range = /** @type {(inputs: Reg_Msg_Coord_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}は-${i?.limit}から${i?.limit}の範囲で入力してください`)
};

const ko_reg_msg_coord_range = /** @type {(inputs: Reg_Msg_Coord_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}은(는) -${i?.limit}에서 ${i?.limit} 사이여야 합니다`)
};

/**
* | output |
* | --- |
* | "{label} must be between -{limit} and {limit}" |
*
* @param {Reg_Msg_Coord_RangeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_coord_range = /** @type {((inputs: Reg_Msg_Coord_RangeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_Coord_RangeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_coord_range(inputs)
	if (locale === "fr") return fr_reg_msg_coord_range(inputs)
	if (locale === "es") return es_reg_msg_coord_range(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_coord_range(inputs)
	if (locale === "ja") return ja_reg_msg_coord_range(inputs)
	if (locale === "ko") return ko_reg_msg_coord_range(inputs)
	return en_reg_msg_coord_range(inputs)
});