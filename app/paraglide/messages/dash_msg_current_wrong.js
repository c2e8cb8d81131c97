/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_Current_WrongInputs */

const en_dash_msg_current_wrong = /** @type {(inputs: Dash_Msg_Current_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your current password is incorrect. Please try again.`)
};

const de_dash_msg_current_wrong = /** @type {(inputs: Dash_Msg_Current_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein aktuelles Passwort ist falsch. Bitte versuche es noch einmal.`)
};

const fr_dash_msg_current_wrong = /** @type {(inputs: Dash_Msg_Current_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre mot de passe actuel est incorrect. Veuillez réessayer.`)
};

const es_dash_msg_current_wrong = /** @type {(inputs: Dash_Msg_Current_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu contraseña actual no es correcta. Inténtalo de nuevo.`)
};

const pt_br2_dash_msg_current_wrong = /** @type {(inputs: Dash_Msg_Current_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua senha atual está incorreta. Tente novamente.`)
};

const ja_dash_msg_current_wrong = /** @type {(inputs: Dash_Msg_Current_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`現在のパスワードが正しくありません。もう一度お試しください。`)
};

const ko_dash_msg_current_wrong = /** @type {(inputs: Dash_Msg_Current_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`현재 비밀번호가 올바르지 않습니다. 다시 시도하세요.`)
};

/**
* | output |
* | --- |
* | "Your current password is incorrect. Please try again." |
*
* @param {Dash_Msg_Current_WrongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_msg_current_wrong = /** @type {((inputs?: Dash_Msg_Current_WrongInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Current_WrongInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_msg_current_wrong(inputs)
	if (locale === "fr") return fr_dash_msg_current_wrong(inputs)
	if (locale === "es") return es_dash_msg_current_wrong(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_current_wrong(inputs)
	if (locale === "ja") return ja_dash_msg_current_wrong(inputs)
	if (locale === "ko") return ko_dash_msg_current_wrong(inputs)
	return en_dash_msg_current_wrong(inputs)
});