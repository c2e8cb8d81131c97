/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Newpw_NewInputs */

const en_auth_newpw_new = /** @type {(inputs: Auth_Newpw_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Password`)
};

const de_auth_newpw_new = /** @type {(inputs: Auth_Newpw_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Passwort`)
};

const fr_auth_newpw_new = /** @type {(inputs: Auth_Newpw_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau mot de passe`)
};

const es_auth_newpw_new = /** @type {(inputs: Auth_Newpw_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña nueva`)
};

const pt_br2_auth_newpw_new = /** @type {(inputs: Auth_Newpw_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nova senha`)
};

const ja_auth_newpw_new = /** @type {(inputs: Auth_Newpw_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しいパスワード`)
};

const ko_auth_newpw_new = /** @type {(inputs: Auth_Newpw_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`새 비밀번호`)
};

/**
* | output |
* | --- |
* | "New Password" |
*
* @param {Auth_Newpw_NewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_newpw_new = /** @type {((inputs?: Auth_Newpw_NewInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Newpw_NewInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_newpw_new(inputs)
	if (locale === "fr") return fr_auth_newpw_new(inputs)
	if (locale === "es") return es_auth_newpw_new(inputs)
	if (locale === "pt-BR") return pt_br2_auth_newpw_new(inputs)
	if (locale === "ja") return ja_auth_newpw_new(inputs)
	if (locale === "ko") return ko_auth_newpw_new(inputs)
	return en_auth_newpw_new(inputs)
});