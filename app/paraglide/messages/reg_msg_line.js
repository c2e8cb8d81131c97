/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Msg_LineInputs */

const en_reg_msg_line = /** @type {(inputs: Reg_Msg_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please keep this on one line: line breaks, tabs and other control characters are not allowed`)
};

const de_reg_msg_line = /** @type {(inputs: Reg_Msg_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte schreibe dies in eine Zeile: Zeilenumbrüche, Tabs und andere Steuerzeichen sind nicht erlaubt`)
};

const fr_reg_msg_line = /** @type {(inputs: Reg_Msg_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez écrire ceci sur une seule ligne : les sauts de ligne, tabulations et autres caractères de contrôle ne sont pas autorisés`)
};

const es_reg_msg_line = /** @type {(inputs: Reg_Msg_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escríbelo en una sola línea: no se permiten saltos de línea, tabulaciones ni otros caracteres de control`)
};

const pt_br2_reg_msg_line = /** @type {(inputs: Reg_Msg_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mantenha isto em uma linha: quebras de linha, tabulações e outros caracteres de controle não são permitidos`)
};

const ja_reg_msg_line = /** @type {(inputs: Reg_Msg_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1行で入力してください。改行、タブ、その他の制御文字は使えません`)
};

const ko_reg_msg_line = /** @type {(inputs: Reg_Msg_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`한 줄로 입력하세요. 줄바꿈, 탭 및 기타 제어 문자는 사용할 수 없습니다`)
};

/**
* | output |
* | --- |
* | "Please keep this on one line: line breaks, tabs and other control characters are not allowed" |
*
* @param {Reg_Msg_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_line = /** @type {((inputs?: Reg_Msg_LineInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_LineInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_line(inputs)
	if (locale === "fr") return fr_reg_msg_line(inputs)
	if (locale === "es") return es_reg_msg_line(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_line(inputs)
	if (locale === "ja") return ja_reg_msg_line(inputs)
	if (locale === "ko") return ko_reg_msg_line(inputs)
	return en_reg_msg_line(inputs)
});