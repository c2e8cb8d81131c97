/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Current_PasswordInputs */

const en_dash_current_password = /** @type {(inputs: Dash_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current Password`)
};

const de_dash_current_password = /** @type {(inputs: Dash_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktuelles Passwort`)
};

const fr_dash_current_password = /** @type {(inputs: Dash_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe actuel`)
};

const es_dash_current_password = /** @type {(inputs: Dash_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña actual`)
};

const pt_br2_dash_current_password = /** @type {(inputs: Dash_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senha atual`)
};

const ja_dash_current_password = /** @type {(inputs: Dash_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`現在のパスワード`)
};

const ko_dash_current_password = /** @type {(inputs: Dash_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`현재 비밀번호`)
};

/**
* | output |
* | --- |
* | "Current Password" |
*
* @param {Dash_Current_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_current_password = /** @type {((inputs?: Dash_Current_PasswordInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Current_PasswordInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_current_password(inputs)
	if (locale === "fr") return fr_dash_current_password(inputs)
	if (locale === "es") return es_dash_current_password(inputs)
	if (locale === "pt-BR") return pt_br2_dash_current_password(inputs)
	if (locale === "ja") return ja_dash_current_password(inputs)
	if (locale === "ko") return ko_dash_current_password(inputs)
	return en_dash_current_password(inputs)
});