/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_Password_DifferInputs */

const en_dash_msg_password_differ = /** @type {(inputs: Dash_Msg_Password_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwords do not match`)
};

const de_dash_msg_password_differ = /** @type {(inputs: Dash_Msg_Password_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Passwörter stimmen nicht überein`)
};

const fr_dash_msg_password_differ = /** @type {(inputs: Dash_Msg_Password_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les mots de passe ne correspondent pas`)
};

const es_dash_msg_password_differ = /** @type {(inputs: Dash_Msg_Password_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las contraseñas no coinciden`)
};

const pt_br2_dash_msg_password_differ = /** @type {(inputs: Dash_Msg_Password_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As senhas não coincidem`)
};

const ja_dash_msg_password_differ = /** @type {(inputs: Dash_Msg_Password_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードが一致しません`)
};

const ko_dash_msg_password_differ = /** @type {(inputs: Dash_Msg_Password_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`비밀번호가 일치하지 않습니다`)
};

/**
* | output |
* | --- |
* | "Passwords do not match" |
*
* @param {Dash_Msg_Password_DifferInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_msg_password_differ = /** @type {((inputs?: Dash_Msg_Password_DifferInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Password_DifferInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_msg_password_differ(inputs)
	if (locale === "fr") return fr_dash_msg_password_differ(inputs)
	if (locale === "es") return es_dash_msg_password_differ(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_password_differ(inputs)
	if (locale === "ja") return ja_dash_msg_password_differ(inputs)
	if (locale === "ko") return ko_dash_msg_password_differ(inputs)
	return en_dash_msg_password_differ(inputs)
});