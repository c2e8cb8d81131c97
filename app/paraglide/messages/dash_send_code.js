/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Send_CodeInputs */

const en_dash_send_code = /** @type {(inputs: Dash_Send_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Code`)
};

const de_dash_send_code = /** @type {(inputs: Dash_Send_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code senden`)
};

const fr_dash_send_code = /** @type {(inputs: Dash_Send_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer le code`)
};

const es_dash_send_code = /** @type {(inputs: Dash_Send_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar código`)
};

const pt_br2_dash_send_code = /** @type {(inputs: Dash_Send_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar código`)
};

const ja_dash_send_code = /** @type {(inputs: Dash_Send_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コードを送信`)
};

const ko_dash_send_code = /** @type {(inputs: Dash_Send_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`코드 보내기`)
};

/**
* | output |
* | --- |
* | "Send Code" |
*
* @param {Dash_Send_CodeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_send_code = /** @type {((inputs?: Dash_Send_CodeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Send_CodeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_send_code(inputs)
	if (locale === "fr") return fr_dash_send_code(inputs)
	if (locale === "es") return es_dash_send_code(inputs)
	if (locale === "pt-BR") return pt_br2_dash_send_code(inputs)
	if (locale === "ja") return ja_dash_send_code(inputs)
	if (locale === "ko") return ko_dash_send_code(inputs)
	return en_dash_send_code(inputs)
});