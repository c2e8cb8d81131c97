/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_Code_TriesInputs */

const en_dash_msg_code_tries = /** @type {(inputs: Dash_Msg_Code_TriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many incorrect attempts. Please request a new code.`)
};

const de_dash_msg_code_tries = /** @type {(inputs: Dash_Msg_Code_TriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu viele falsche Versuche. Bitte fordere einen neuen Code an.`)
};

const fr_dash_msg_code_tries = /** @type {(inputs: Dash_Msg_Code_TriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de tentatives incorrectes. Veuillez demander un nouveau code.`)
};

const es_dash_msg_code_tries = /** @type {(inputs: Dash_Msg_Code_TriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiados intentos incorrectos. Solicita un código nuevo.`)
};

const pt_br2_dash_msg_code_tries = /** @type {(inputs: Dash_Msg_Code_TriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muitas tentativas incorretas. Peça um novo código.`)
};

const ja_dash_msg_code_tries = /** @type {(inputs: Dash_Msg_Code_TriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`誤った入力が多すぎます。新しいコードをリクエストしてください。`)
};

const ko_dash_msg_code_tries = /** @type {(inputs: Dash_Msg_Code_TriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`잘못된 시도가 너무 많습니다. 새 코드를 요청하세요.`)
};

/**
* | output |
* | --- |
* | "Too many incorrect attempts. Please request a new code." |
*
* @param {Dash_Msg_Code_TriesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_msg_code_tries = /** @type {((inputs?: Dash_Msg_Code_TriesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Code_TriesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_msg_code_tries(inputs)
	if (locale === "fr") return fr_dash_msg_code_tries(inputs)
	if (locale === "es") return es_dash_msg_code_tries(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_code_tries(inputs)
	if (locale === "ja") return ja_dash_msg_code_tries(inputs)
	if (locale === "ko") return ko_dash_msg_code_tries(inputs)
	return en_dash_msg_code_tries(inputs)
});