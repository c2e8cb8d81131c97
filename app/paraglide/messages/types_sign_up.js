/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Sign_UpInputs */

const en_types_sign_up = /** @type {(inputs: Types_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Up`)
};

const de_types_sign_up = /** @type {(inputs: Types_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrieren`)
};

const fr_types_sign_up = /** @type {(inputs: Types_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S’inscrire`)
};

const es_types_sign_up = /** @type {(inputs: Types_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regístrate`)
};

const pt_br2_types_sign_up = /** @type {(inputs: Types_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cadastre-se`)
};

const ja_types_sign_up = /** @type {(inputs: Types_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登録する`)
};

const ko_types_sign_up = /** @type {(inputs: Types_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`가입하기`)
};

/**
* | output |
* | --- |
* | "Sign Up" |
*
* @param {Types_Sign_UpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_sign_up = /** @type {((inputs?: Types_Sign_UpInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Sign_UpInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_sign_up(inputs)
	if (locale === "fr") return fr_types_sign_up(inputs)
	if (locale === "es") return es_types_sign_up(inputs)
	if (locale === "pt-BR") return pt_br2_types_sign_up(inputs)
	if (locale === "ja") return ja_types_sign_up(inputs)
	if (locale === "ko") return ko_types_sign_up(inputs)
	return en_types_sign_up(inputs)
});