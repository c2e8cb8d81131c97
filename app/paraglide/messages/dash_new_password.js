/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_New_PasswordInputs */

const en_dash_new_password = /** @type {(inputs: Dash_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Password`)
};

const de_dash_new_password = /** @type {(inputs: Dash_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Passwort`)
};

const fr_dash_new_password = /** @type {(inputs: Dash_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau mot de passe`)
};

const es_dash_new_password = /** @type {(inputs: Dash_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nueva contraseña`)
};

const pt_br2_dash_new_password = /** @type {(inputs: Dash_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nova senha`)
};

const ja_dash_new_password = /** @type {(inputs: Dash_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しいパスワード`)
};

const ko_dash_new_password = /** @type {(inputs: Dash_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`새 비밀번호`)
};

/**
* | output |
* | --- |
* | "New Password" |
*
* @param {Dash_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_new_password = /** @type {((inputs?: Dash_New_PasswordInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_New_PasswordInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_new_password(inputs)
	if (locale === "fr") return fr_dash_new_password(inputs)
	if (locale === "es") return es_dash_new_password(inputs)
	if (locale === "pt-BR") return pt_br2_dash_new_password(inputs)
	if (locale === "ja") return ja_dash_new_password(inputs)
	if (locale === "ko") return ko_dash_new_password(inputs)
	return en_dash_new_password(inputs)
});