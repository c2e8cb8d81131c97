/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_Password_FailedInputs */

const en_dash_msg_password_failed = /** @type {(inputs: Dash_Msg_Password_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update password`)
};

const de_dash_msg_password_failed = /** @type {(inputs: Dash_Msg_Password_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Passwort konnte nicht geändert werden`)
};

const fr_dash_msg_password_failed = /** @type {(inputs: Dash_Msg_Password_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de la mise à jour du mot de passe`)
};

const es_dash_msg_password_failed = /** @type {(inputs: Dash_Msg_Password_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar la contraseña`)
};

const pt_br2_dash_msg_password_failed = /** @type {(inputs: Dash_Msg_Password_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível atualizar a senha`)
};

const ja_dash_msg_password_failed = /** @type {(inputs: Dash_Msg_Password_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードを更新できませんでした`)
};

const ko_dash_msg_password_failed = /** @type {(inputs: Dash_Msg_Password_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`비밀번호를 변경하지 못했습니다`)
};

/**
* | output |
* | --- |
* | "Failed to update password" |
*
* @param {Dash_Msg_Password_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_msg_password_failed = /** @type {((inputs?: Dash_Msg_Password_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Password_FailedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_msg_password_failed(inputs)
	if (locale === "fr") return fr_dash_msg_password_failed(inputs)
	if (locale === "es") return es_dash_msg_password_failed(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_password_failed(inputs)
	if (locale === "ja") return ja_dash_msg_password_failed(inputs)
	if (locale === "ko") return ko_dash_msg_password_failed(inputs)
	return en_dash_msg_password_failed(inputs)
});