/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Reg_Msg_Too_LongInputs */

const en_reg_msg_too_long = /** @type {(inputs: Reg_Msg_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.max} characters`)
};

const de_reg_msg_too_long = /** @type {(inputs: Reg_Msg_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Höchstens ${i?.max} Zeichen`)
};

const fr_reg_msg_too_long = /** @type {(inputs: Reg_Msg_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.max} caractères maximum`)
};

const es_reg_msg_too_long = /** @type {(inputs: Reg_Msg_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Como máximo ${i?.max} caracteres`)
};

const pt_br2_reg_msg_too_long = /** @type {(inputs: Reg_Msg_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No máximo ${i?.max} caracteres`)
};

const ja_reg_msg_too_long = /** @type {(inputs: Reg_Msg_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.max}文字以内で入力してください`)
};

const ko_reg_msg_too_long = /** @type {(inputs: Reg_Msg_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`최대 ${i?.max}자까지 입력할 수 있습니다`)
};

/**
* | output |
* | --- |
* | "At most {max} characters" |
*
* @param {Reg_Msg_Too_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_too_long = /** @type {((inputs: Reg_Msg_Too_LongInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_Too_LongInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_too_long(inputs)
	if (locale === "fr") return fr_reg_msg_too_long(inputs)
	if (locale === "es") return es_reg_msg_too_long(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_too_long(inputs)
	if (locale === "ja") return ja_reg_msg_too_long(inputs)
	if (locale === "ko") return ko_reg_msg_too_long(inputs)
	return en_reg_msg_too_long(inputs)
});