/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Msg_BidiInputs */

const en_reg_msg_bidi = /** @type {(inputs: Reg_Msg_BidiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please remove the invisible text-direction characters (bidi overrides) from this field`)
};

const de_reg_msg_bidi = /** @type {(inputs: Reg_Msg_BidiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte entferne die unsichtbaren Textrichtungszeichen (Bidi-Overrides) aus diesem Feld`)
};

const fr_reg_msg_bidi = /** @type {(inputs: Reg_Msg_BidiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez supprimer les caractères invisibles de direction du texte (bidi overrides) de ce champ`)
};

const es_reg_msg_bidi = /** @type {(inputs: Reg_Msg_BidiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elimina de este campo los caracteres invisibles de dirección del texto (bidi overrides)`)
};

const pt_br2_reg_msg_bidi = /** @type {(inputs: Reg_Msg_BidiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remova deste campo os caracteres invisíveis de direção do texto (bidi overrides)`)
};

const ja_reg_msg_bidi = /** @type {(inputs: Reg_Msg_BidiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この欄から目に見えない文字方向制御文字（bidi override）を削除してください`)
};

const ko_reg_msg_bidi = /** @type {(inputs: Reg_Msg_BidiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 필드에서 보이지 않는 텍스트 방향 문자(bidi override)를 삭제하세요`)
};

/**
* | output |
* | --- |
* | "Please remove the invisible text-direction characters (bidi overrides) from this field" |
*
* @param {Reg_Msg_BidiInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_bidi = /** @type {((inputs?: Reg_Msg_BidiInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_BidiInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_bidi(inputs)
	if (locale === "fr") return fr_reg_msg_bidi(inputs)
	if (locale === "es") return es_reg_msg_bidi(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_bidi(inputs)
	if (locale === "ja") return ja_reg_msg_bidi(inputs)
	if (locale === "ko") return ko_reg_msg_bidi(inputs)
	return en_reg_msg_bidi(inputs)
});