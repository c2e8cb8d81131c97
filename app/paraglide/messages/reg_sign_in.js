/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Sign_InInputs */

const en_reg_sign_in = /** @type {(inputs: Reg_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign In`)
};

const de_reg_sign_in = /** @type {(inputs: Reg_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden`)
};

const fr_reg_sign_in = /** @type {(inputs: Reg_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

const es_reg_sign_in = /** @type {(inputs: Reg_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
};

const pt_br2_reg_sign_in = /** @type {(inputs: Reg_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar`)
};

const ja_reg_sign_in = /** @type {(inputs: Reg_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サインイン`)
};

const ko_reg_sign_in = /** @type {(inputs: Reg_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`로그인`)
};

/**
* | output |
* | --- |
* | "Sign In" |
*
* @param {Reg_Sign_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_sign_in = /** @type {((inputs?: Reg_Sign_InInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Sign_InInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_sign_in(inputs)
	if (locale === "fr") return fr_reg_sign_in(inputs)
	if (locale === "es") return es_reg_sign_in(inputs)
	if (locale === "pt-BR") return pt_br2_reg_sign_in(inputs)
	if (locale === "ja") return ja_reg_sign_in(inputs)
	if (locale === "ko") return ko_reg_sign_in(inputs)
	return en_reg_sign_in(inputs)
});