/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Signup_Taken_TitleInputs */

const en_auth_signup_taken_title = /** @type {(inputs: Auth_Signup_Taken_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cannot Create Account`)
};

const de_auth_signup_taken_title = /** @type {(inputs: Auth_Signup_Taken_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto kann nicht erstellt werden`)
};

const fr_auth_signup_taken_title = /** @type {(inputs: Auth_Signup_Taken_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de créer le compte`)
};

const es_auth_signup_taken_title = /** @type {(inputs: Auth_Signup_Taken_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se puede crear la cuenta`)
};

const pt_br2_auth_signup_taken_title = /** @type {(inputs: Auth_Signup_Taken_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não é possível criar a conta`)
};

const ja_auth_signup_taken_title = /** @type {(inputs: Auth_Signup_Taken_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントを作成できません`)
};

const ko_auth_signup_taken_title = /** @type {(inputs: Auth_Signup_Taken_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`계정을 만들 수 없습니다`)
};

/**
* | output |
* | --- |
* | "Cannot Create Account" |
*
* @param {Auth_Signup_Taken_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_signup_taken_title = /** @type {((inputs?: Auth_Signup_Taken_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signup_Taken_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_signup_taken_title(inputs)
	if (locale === "fr") return fr_auth_signup_taken_title(inputs)
	if (locale === "es") return es_auth_signup_taken_title(inputs)
	if (locale === "pt-BR") return pt_br2_auth_signup_taken_title(inputs)
	if (locale === "ja") return ja_auth_signup_taken_title(inputs)
	if (locale === "ko") return ko_auth_signup_taken_title(inputs)
	return en_auth_signup_taken_title(inputs)
});