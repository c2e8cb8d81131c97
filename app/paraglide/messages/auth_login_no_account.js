/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Login_No_AccountInputs */

const en_auth_login_no_account = /** @type {(inputs: Auth_Login_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Don't have an account?`)
};

const de_auth_login_no_account = /** @type {(inputs: Auth_Login_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch kein Konto?`)
};

const fr_auth_login_no_account = /** @type {(inputs: Auth_Login_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore de compte ?`)
};

const es_auth_login_no_account = /** @type {(inputs: Auth_Login_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿No tienes una cuenta?`)
};

const pt_br2_auth_login_no_account = /** @type {(inputs: Auth_Login_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não tem uma conta?`)
};

const ja_auth_login_no_account = /** @type {(inputs: Auth_Login_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントをお持ちでない方は`)
};

const ko_auth_login_no_account = /** @type {(inputs: Auth_Login_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`계정이 없으신가요?`)
};

/**
* | output |
* | --- |
* | "Don't have an account?" |
*
* @param {Auth_Login_No_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_login_no_account = /** @type {((inputs?: Auth_Login_No_AccountInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Login_No_AccountInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_login_no_account(inputs)
	if (locale === "fr") return fr_auth_login_no_account(inputs)
	if (locale === "es") return es_auth_login_no_account(inputs)
	if (locale === "pt-BR") return pt_br2_auth_login_no_account(inputs)
	if (locale === "ja") return ja_auth_login_no_account(inputs)
	if (locale === "ko") return ko_auth_login_no_account(inputs)
	return en_auth_login_no_account(inputs)
});