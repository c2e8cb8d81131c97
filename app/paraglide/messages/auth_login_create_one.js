/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Login_Create_OneInputs */

const en_auth_login_create_one = /** @type {(inputs: Auth_Login_Create_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create one`)
};

const de_auth_login_create_one = /** @type {(inputs: Auth_Login_Create_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jetzt erstellen`)
};

const fr_auth_login_create_one = /** @type {(inputs: Auth_Login_Create_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez-en un`)
};

const es_auth_login_create_one = /** @type {(inputs: Auth_Login_Create_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea una`)
};

const pt_br2_auth_login_create_one = /** @type {(inputs: Auth_Login_Create_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crie uma`)
};

const ja_auth_login_create_one = /** @type {(inputs: Auth_Login_Create_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新規作成`)
};

const ko_auth_login_create_one = /** @type {(inputs: Auth_Login_Create_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`계정 만들기`)
};

/**
* | output |
* | --- |
* | "Create one" |
*
* @param {Auth_Login_Create_OneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_login_create_one = /** @type {((inputs?: Auth_Login_Create_OneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Login_Create_OneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_login_create_one(inputs)
	if (locale === "fr") return fr_auth_login_create_one(inputs)
	if (locale === "es") return es_auth_login_create_one(inputs)
	if (locale === "pt-BR") return pt_br2_auth_login_create_one(inputs)
	if (locale === "ja") return ja_auth_login_create_one(inputs)
	if (locale === "ko") return ko_auth_login_create_one(inputs)
	return en_auth_login_create_one(inputs)
});