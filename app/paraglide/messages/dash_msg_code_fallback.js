/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_Code_FallbackInputs */

const en_dash_msg_code_fallback = /** @type {(inputs: Dash_Msg_Code_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid or expired code`)
};

const de_dash_msg_code_fallback = /** @type {(inputs: Dash_Msg_Code_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültiger oder abgelaufener Code`)
};

const fr_dash_msg_code_fallback = /** @type {(inputs: Dash_Msg_Code_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code invalide ou expiré`)
};

const es_dash_msg_code_fallback = /** @type {(inputs: Dash_Msg_Code_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código no válido o caducado`)
};

const pt_br2_dash_msg_code_fallback = /** @type {(inputs: Dash_Msg_Code_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código inválido ou expirado`)
};

const ja_dash_msg_code_fallback = /** @type {(inputs: Dash_Msg_Code_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無効または期限切れのコードです`)
};

const ko_dash_msg_code_fallback = /** @type {(inputs: Dash_Msg_Code_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`잘못되었거나 만료된 코드입니다`)
};

/**
* | output |
* | --- |
* | "Invalid or expired code" |
*
* @param {Dash_Msg_Code_FallbackInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_msg_code_fallback = /** @type {((inputs?: Dash_Msg_Code_FallbackInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Code_FallbackInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_msg_code_fallback(inputs)
	if (locale === "fr") return fr_dash_msg_code_fallback(inputs)
	if (locale === "es") return es_dash_msg_code_fallback(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_code_fallback(inputs)
	if (locale === "ja") return ja_dash_msg_code_fallback(inputs)
	if (locale === "ko") return ko_dash_msg_code_fallback(inputs)
	return en_dash_msg_code_fallback(inputs)
});