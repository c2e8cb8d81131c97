/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Sign_In_RequiredInputs */

const en_dash_sign_in_required = /** @type {(inputs: Dash_Sign_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign In Required`)
};

const de_dash_sign_in_required = /** @type {(inputs: Dash_Sign_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung erforderlich`)
};

const fr_dash_sign_in_required = /** @type {(inputs: Dash_Sign_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion requise`)
};

const es_dash_sign_in_required = /** @type {(inputs: Dash_Sign_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio de sesión necesario`)
};

const pt_br2_dash_sign_in_required = /** @type {(inputs: Dash_Sign_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login necessário`)
};

const ja_dash_sign_in_required = /** @type {(inputs: Dash_Sign_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サインインが必要です`)
};

const ko_dash_sign_in_required = /** @type {(inputs: Dash_Sign_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`로그인이 필요합니다`)
};

/**
* | output |
* | --- |
* | "Sign In Required" |
*
* @param {Dash_Sign_In_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_sign_in_required = /** @type {((inputs?: Dash_Sign_In_RequiredInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Sign_In_RequiredInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_sign_in_required(inputs)
	if (locale === "fr") return fr_dash_sign_in_required(inputs)
	if (locale === "es") return es_dash_sign_in_required(inputs)
	if (locale === "pt-BR") return pt_br2_dash_sign_in_required(inputs)
	if (locale === "ja") return ja_dash_sign_in_required(inputs)
	if (locale === "ko") return ko_dash_sign_in_required(inputs)
	return en_dash_sign_in_required(inputs)
});