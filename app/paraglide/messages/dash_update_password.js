/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Update_PasswordInputs */

const en_dash_update_password = /** @type {(inputs: Dash_Update_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update Password`)
};

const de_dash_update_password = /** @type {(inputs: Dash_Update_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort ändern`)
};

const fr_dash_update_password = /** @type {(inputs: Dash_Update_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettre à jour le mot de passe`)
};

const es_dash_update_password = /** @type {(inputs: Dash_Update_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualizar contraseña`)
};

const pt_br2_dash_update_password = /** @type {(inputs: Dash_Update_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atualizar senha`)
};

const ja_dash_update_password = /** @type {(inputs: Dash_Update_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードを更新`)
};

const ko_dash_update_password = /** @type {(inputs: Dash_Update_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`비밀번호 변경`)
};

/**
* | output |
* | --- |
* | "Update Password" |
*
* @param {Dash_Update_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_update_password = /** @type {((inputs?: Dash_Update_PasswordInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Update_PasswordInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_update_password(inputs)
	if (locale === "fr") return fr_dash_update_password(inputs)
	if (locale === "es") return es_dash_update_password(inputs)
	if (locale === "pt-BR") return pt_br2_dash_update_password(inputs)
	if (locale === "ja") return ja_dash_update_password(inputs)
	if (locale === "ko") return ko_dash_update_password(inputs)
	return en_dash_update_password(inputs)
});