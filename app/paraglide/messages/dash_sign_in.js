/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Sign_InInputs */

const en_dash_sign_in = /** @type {(inputs: Dash_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign In`)
};

const de_dash_sign_in = /** @type {(inputs: Dash_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden`)
};

const fr_dash_sign_in = /** @type {(inputs: Dash_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

const es_dash_sign_in = /** @type {(inputs: Dash_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
};

const pt_br2_dash_sign_in = /** @type {(inputs: Dash_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrar`)
};

const ja_dash_sign_in = /** @type {(inputs: Dash_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サインイン`)
};

const ko_dash_sign_in = /** @type {(inputs: Dash_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`로그인`)
};

/**
* | output |
* | --- |
* | "Sign In" |
*
* @param {Dash_Sign_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_sign_in = /** @type {((inputs?: Dash_Sign_InInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Sign_InInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_sign_in(inputs)
	if (locale === "fr") return fr_dash_sign_in(inputs)
	if (locale === "es") return es_dash_sign_in(inputs)
	if (locale === "pt-BR") return pt_br2_dash_sign_in(inputs)
	if (locale === "ja") return ja_dash_sign_in(inputs)
	if (locale === "ko") return ko_dash_sign_in(inputs)
	return en_dash_sign_in(inputs)
});