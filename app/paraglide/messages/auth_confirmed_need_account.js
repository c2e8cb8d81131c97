/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Confirmed_Need_AccountInputs */

const en_auth_confirmed_need_account = /** @type {(inputs: Auth_Confirmed_Need_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Need an account?`)
};

const de_auth_confirmed_need_account = /** @type {(inputs: Auth_Confirmed_Need_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch kein Konto?`)
};

const fr_auth_confirmed_need_account = /** @type {(inputs: Auth_Confirmed_Need_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Besoin d'un compte ?`)
};

const es_auth_confirmed_need_account = /** @type {(inputs: Auth_Confirmed_Need_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Necesitas una cuenta?`)
};

const pt_br2_auth_confirmed_need_account = /** @type {(inputs: Auth_Confirmed_Need_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precisa de uma conta?`)
};

const ja_auth_confirmed_need_account = /** @type {(inputs: Auth_Confirmed_Need_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントが必要ですか？`)
};

const ko_auth_confirmed_need_account = /** @type {(inputs: Auth_Confirmed_Need_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`계정이 필요하신가요?`)
};

/**
* | output |
* | --- |
* | "Need an account?" |
*
* @param {Auth_Confirmed_Need_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_confirmed_need_account = /** @type {((inputs?: Auth_Confirmed_Need_AccountInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Confirmed_Need_AccountInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_confirmed_need_account(inputs)
	if (locale === "fr") return fr_auth_confirmed_need_account(inputs)
	if (locale === "es") return es_auth_confirmed_need_account(inputs)
	if (locale === "pt-BR") return pt_br2_auth_confirmed_need_account(inputs)
	if (locale === "ja") return ja_auth_confirmed_need_account(inputs)
	if (locale === "ko") return ko_auth_confirmed_need_account(inputs)
	return en_auth_confirmed_need_account(inputs)
});