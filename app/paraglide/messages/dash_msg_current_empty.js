/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_Current_EmptyInputs */

const en_dash_msg_current_empty = /** @type {(inputs: Dash_Msg_Current_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your current password`)
};

const de_dash_msg_current_empty = /** @type {(inputs: Dash_Msg_Current_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte gib dein aktuelles Passwort ein`)
};

const fr_dash_msg_current_empty = /** @type {(inputs: Dash_Msg_Current_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir votre mot de passe actuel`)
};

const es_dash_msg_current_empty = /** @type {(inputs: Dash_Msg_Current_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce tu contraseña actual`)
};

const pt_br2_dash_msg_current_empty = /** @type {(inputs: Dash_Msg_Current_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite sua senha atual`)
};

const ja_dash_msg_current_empty = /** @type {(inputs: Dash_Msg_Current_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`現在のパスワードを入力してください`)
};

const ko_dash_msg_current_empty = /** @type {(inputs: Dash_Msg_Current_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`현재 비밀번호를 입력하세요`)
};

/**
* | output |
* | --- |
* | "Please enter your current password" |
*
* @param {Dash_Msg_Current_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_msg_current_empty = /** @type {((inputs?: Dash_Msg_Current_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Current_EmptyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_msg_current_empty(inputs)
	if (locale === "fr") return fr_dash_msg_current_empty(inputs)
	if (locale === "es") return es_dash_msg_current_empty(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_current_empty(inputs)
	if (locale === "ja") return ja_dash_msg_current_empty(inputs)
	if (locale === "ko") return ko_dash_msg_current_empty(inputs)
	return en_dash_msg_current_empty(inputs)
});