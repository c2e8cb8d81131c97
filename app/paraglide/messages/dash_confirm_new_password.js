/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Confirm_New_PasswordInputs */

const en_dash_confirm_new_password = /** @type {(inputs: Dash_Confirm_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm New Password`)
};

const de_dash_confirm_new_password = /** @type {(inputs: Dash_Confirm_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Passwort bestätigen`)
};

const fr_dash_confirm_new_password = /** @type {(inputs: Dash_Confirm_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer le nouveau mot de passe`)
};

const es_dash_confirm_new_password = /** @type {(inputs: Dash_Confirm_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar nueva contraseña`)
};

const pt_br2_dash_confirm_new_password = /** @type {(inputs: Dash_Confirm_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar nova senha`)
};

const ja_dash_confirm_new_password = /** @type {(inputs: Dash_Confirm_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しいパスワード（確認）`)
};

const ko_dash_confirm_new_password = /** @type {(inputs: Dash_Confirm_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`새 비밀번호 확인`)
};

/**
* | output |
* | --- |
* | "Confirm New Password" |
*
* @param {Dash_Confirm_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_confirm_new_password = /** @type {((inputs?: Dash_Confirm_New_PasswordInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Confirm_New_PasswordInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_confirm_new_password(inputs)
	if (locale === "fr") return fr_dash_confirm_new_password(inputs)
	if (locale === "es") return es_dash_confirm_new_password(inputs)
	if (locale === "pt-BR") return pt_br2_dash_confirm_new_password(inputs)
	if (locale === "ja") return ja_dash_confirm_new_password(inputs)
	if (locale === "ko") return ko_dash_confirm_new_password(inputs)
	return en_dash_confirm_new_password(inputs)
});