/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Reg_Msg_Coord_DecimalInputs */

const en_reg_msg_coord_decimal = /** @type {(inputs: Reg_Msg_Coord_DecimalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be a decimal number`)
};

const de_reg_msg_coord_decimal = /** @type {(inputs: Reg_Msg_Coord_DecimalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} muss eine Dezimalzahl sein`)
};

const fr_reg_msg_coord_decimal = /** @type {(inputs: Reg_Msg_Coord_DecimalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} : saisissez un nombre décimal`)
};

const es_reg_msg_coord_decimal = /** @type {(inputs: Reg_Msg_Coord_DecimalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: introduce un número decimal`)
};

const pt_br2_reg_msg_coord_decimal = /** @type {(inputs: Reg_Msg_Coord_DecimalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: digite um número decimal`)
};

const ja_reg_msg_coord_decimal = /** @type {(inputs: Reg_Msg_Coord_DecimalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}は10進数で入力してください`)
};

const ko_reg_msg_coord_decimal = /** @type {(inputs: Reg_Msg_Coord_DecimalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}은(는) 소수로 입력해야 합니다`)
};

/**
* | output |
* | --- |
* | "{label} must be a decimal number" |
*
* @param {Reg_Msg_Coord_DecimalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_coord_decimal = /** @type {((inputs: Reg_Msg_Coord_DecimalInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_Coord_DecimalInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_coord_decimal(inputs)
	if (locale === "fr") return fr_reg_msg_coord_decimal(inputs)
	if (locale === "es") return es_reg_msg_coord_decimal(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_coord_decimal(inputs)
	if (locale === "ja") return ja_reg_msg_coord_decimal(inputs)
	if (locale === "ko") return ko_reg_msg_coord_decimal(inputs)
	return en_reg_msg_coord_decimal(inputs)
});