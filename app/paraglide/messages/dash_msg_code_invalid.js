/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_Code_InvalidInputs */

const en_dash_msg_code_invalid = /** @type {(inputs: Dash_Msg_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid code. Please check your email and try again.`)
};

const de_dash_msg_code_invalid = /** @type {(inputs: Dash_Msg_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültiger Code. Bitte prüfe deine E-Mail und versuche es noch einmal.`)
};

const fr_dash_msg_code_invalid = /** @type {(inputs: Dash_Msg_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code invalide. Vérifiez vos e-mails et réessayez.`)
};

const es_dash_msg_code_invalid = /** @type {(inputs: Dash_Msg_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código no válido. Revisa tu correo e inténtalo de nuevo.`)
};

const pt_br2_dash_msg_code_invalid = /** @type {(inputs: Dash_Msg_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código inválido. Confira seu e-mail e tente novamente.`)
};

const ja_dash_msg_code_invalid = /** @type {(inputs: Dash_Msg_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コードが正しくありません。メールを確認してもう一度お試しください。`)
};

const ko_dash_msg_code_invalid = /** @type {(inputs: Dash_Msg_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`잘못된 코드입니다. 이메일을 확인하고 다시 시도하세요.`)
};

/**
* | output |
* | --- |
* | "Invalid code. Please check your email and try again." |
*
* @param {Dash_Msg_Code_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_msg_code_invalid = /** @type {((inputs?: Dash_Msg_Code_InvalidInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Code_InvalidInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_msg_code_invalid(inputs)
	if (locale === "fr") return fr_dash_msg_code_invalid(inputs)
	if (locale === "es") return es_dash_msg_code_invalid(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_code_invalid(inputs)
	if (locale === "ja") return ja_dash_msg_code_invalid(inputs)
	if (locale === "ko") return ko_dash_msg_code_invalid(inputs)
	return en_dash_msg_code_invalid(inputs)
});