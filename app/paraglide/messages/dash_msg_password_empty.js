/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_Password_EmptyInputs */

const en_dash_msg_password_empty = /** @type {(inputs: Dash_Msg_Password_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a new password`)
};

const de_dash_msg_password_empty = /** @type {(inputs: Dash_Msg_Password_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte gib ein neues Passwort ein`)
};

const fr_dash_msg_password_empty = /** @type {(inputs: Dash_Msg_Password_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir un nouveau mot de passe`)
};

const es_dash_msg_password_empty = /** @type {(inputs: Dash_Msg_Password_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce una nueva contraseña`)
};

const pt_br2_dash_msg_password_empty = /** @type {(inputs: Dash_Msg_Password_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite uma nova senha`)
};

const ja_dash_msg_password_empty = /** @type {(inputs: Dash_Msg_Password_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しいパスワードを入力してください`)
};

const ko_dash_msg_password_empty = /** @type {(inputs: Dash_Msg_Password_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`새 비밀번호를 입력하세요`)
};

/**
* | output |
* | --- |
* | "Please enter a new password" |
*
* @param {Dash_Msg_Password_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_msg_password_empty = /** @type {((inputs?: Dash_Msg_Password_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Password_EmptyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_msg_password_empty(inputs)
	if (locale === "fr") return fr_dash_msg_password_empty(inputs)
	if (locale === "es") return es_dash_msg_password_empty(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_password_empty(inputs)
	if (locale === "ja") return ja_dash_msg_password_empty(inputs)
	if (locale === "ko") return ko_dash_msg_password_empty(inputs)
	return en_dash_msg_password_empty(inputs)
});