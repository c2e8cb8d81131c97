/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Msg_ControlInputs */

const en_reg_msg_control = /** @type {(inputs: Reg_Msg_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please remove the invisible control characters from this text (line breaks and tabs are fine)`)
};

const de_reg_msg_control = /** @type {(inputs: Reg_Msg_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte entferne die unsichtbaren Steuerzeichen aus diesem Text (Zeilenumbrüche und Tabs sind in Ordnung)`)
};

const fr_reg_msg_control = /** @type {(inputs: Reg_Msg_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez supprimer les caractères de contrôle invisibles de ce texte (les sauts de ligne et tabulations sont acceptés)`)
};

const es_reg_msg_control = /** @type {(inputs: Reg_Msg_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elimina los caracteres de control invisibles de este texto (los saltos de línea y tabulaciones están permitidos)`)
};

const pt_br2_reg_msg_control = /** @type {(inputs: Reg_Msg_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remova os caracteres de controle invisíveis deste texto (quebras de linha e tabulações são permitidas)`)
};

const ja_reg_msg_control = /** @type {(inputs: Reg_Msg_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このテキストから目に見えない制御文字を削除してください（改行とタブは使えます）`)
};

const ko_reg_msg_control = /** @type {(inputs: Reg_Msg_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 텍스트에서 보이지 않는 제어 문자를 삭제하세요(줄바꿈과 탭은 괜찮습니다)`)
};

/**
* | output |
* | --- |
* | "Please remove the invisible control characters from this text (line breaks and tabs are fine)" |
*
* @param {Reg_Msg_ControlInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_control = /** @type {((inputs?: Reg_Msg_ControlInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_ControlInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_control(inputs)
	if (locale === "fr") return fr_reg_msg_control(inputs)
	if (locale === "es") return es_reg_msg_control(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_control(inputs)
	if (locale === "ja") return ja_reg_msg_control(inputs)
	if (locale === "ko") return ko_reg_msg_control(inputs)
	return en_reg_msg_control(inputs)
});