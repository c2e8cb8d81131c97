/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_Code_EmptyInputs */

const en_dash_msg_code_empty = /** @type {(inputs: Dash_Msg_Code_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the 6-digit code`)
};

const de_dash_msg_code_empty = /** @type {(inputs: Dash_Msg_Code_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte gib den 6-stelligen Code ein`)
};

const fr_dash_msg_code_empty = /** @type {(inputs: Dash_Msg_Code_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir le code à 6 chiffres`)
};

const es_dash_msg_code_empty = /** @type {(inputs: Dash_Msg_Code_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce el código de 6 dígitos`)
};

const pt_br2_dash_msg_code_empty = /** @type {(inputs: Dash_Msg_Code_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite o código de 6 dígitos`)
};

const ja_dash_msg_code_empty = /** @type {(inputs: Dash_Msg_Code_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6桁のコードを入力してください`)
};

const ko_dash_msg_code_empty = /** @type {(inputs: Dash_Msg_Code_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6자리 코드를 입력하세요`)
};

/**
* | output |
* | --- |
* | "Please enter the 6-digit code" |
*
* @param {Dash_Msg_Code_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_msg_code_empty = /** @type {((inputs?: Dash_Msg_Code_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Code_EmptyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_msg_code_empty(inputs)
	if (locale === "fr") return fr_dash_msg_code_empty(inputs)
	if (locale === "es") return es_dash_msg_code_empty(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_code_empty(inputs)
	if (locale === "ja") return ja_dash_msg_code_empty(inputs)
	if (locale === "ko") return ko_dash_msg_code_empty(inputs)
	return en_dash_msg_code_empty(inputs)
});