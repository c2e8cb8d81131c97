/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_Password_UpdatedInputs */

const en_dash_msg_password_updated = /** @type {(inputs: Dash_Msg_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password updated successfully!`)
};

const de_dash_msg_password_updated = /** @type {(inputs: Dash_Msg_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort erfolgreich geändert!`)
};

const fr_dash_msg_password_updated = /** @type {(inputs: Dash_Msg_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe mis à jour !`)
};

const es_dash_msg_password_updated = /** @type {(inputs: Dash_Msg_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Contraseña actualizada correctamente!`)
};

const pt_br2_dash_msg_password_updated = /** @type {(inputs: Dash_Msg_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senha atualizada com sucesso!`)
};

const ja_dash_msg_password_updated = /** @type {(inputs: Dash_Msg_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードを更新しました！`)
};

const ko_dash_msg_password_updated = /** @type {(inputs: Dash_Msg_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`비밀번호가 변경되었습니다!`)
};

/**
* | output |
* | --- |
* | "Password updated successfully!" |
*
* @param {Dash_Msg_Password_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_msg_password_updated = /** @type {((inputs?: Dash_Msg_Password_UpdatedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Password_UpdatedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_msg_password_updated(inputs)
	if (locale === "fr") return fr_dash_msg_password_updated(inputs)
	if (locale === "es") return es_dash_msg_password_updated(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_password_updated(inputs)
	if (locale === "ja") return ja_dash_msg_password_updated(inputs)
	if (locale === "ko") return ko_dash_msg_password_updated(inputs)
	return en_dash_msg_password_updated(inputs)
});