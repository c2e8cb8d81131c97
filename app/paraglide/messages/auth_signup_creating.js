/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Signup_CreatingInputs */

const en_auth_signup_creating = /** @type {(inputs: Auth_Signup_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creating account...`)
};

const de_auth_signup_creating = /** @type {(inputs: Auth_Signup_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto wird erstellt...`)
};

const fr_auth_signup_creating = /** @type {(inputs: Auth_Signup_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Création du compte...`)
};

const es_auth_signup_creating = /** @type {(inputs: Auth_Signup_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creando cuenta...`)
};

const pt_br2_auth_signup_creating = /** @type {(inputs: Auth_Signup_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criando conta...`)
};

const ja_auth_signup_creating = /** @type {(inputs: Auth_Signup_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントを作成中...`)
};

const ko_auth_signup_creating = /** @type {(inputs: Auth_Signup_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`계정 만드는 중...`)
};

/**
* | output |
* | --- |
* | "Creating account..." |
*
* @param {Auth_Signup_CreatingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_signup_creating = /** @type {((inputs?: Auth_Signup_CreatingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signup_CreatingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_signup_creating(inputs)
	if (locale === "fr") return fr_auth_signup_creating(inputs)
	if (locale === "es") return es_auth_signup_creating(inputs)
	if (locale === "pt-BR") return pt_br2_auth_signup_creating(inputs)
	if (locale === "ja") return ja_auth_signup_creating(inputs)
	if (locale === "ko") return ko_auth_signup_creating(inputs)
	return en_auth_signup_creating(inputs)
});