/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Err_NameInputs */

const en_landing_err_name = /** @type {(inputs: Landing_Err_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your name.`)
};

const de_landing_err_name = /** @type {(inputs: Landing_Err_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte geben Sie Ihren Namen ein.`)
};

const fr_landing_err_name = /** @type {(inputs: Landing_Err_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir votre nom.`)
};

const es_landing_err_name = /** @type {(inputs: Landing_Err_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce tu nombre.`)
};

const pt_br2_landing_err_name = /** @type {(inputs: Landing_Err_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe seu nome.`)
};

const ja_landing_err_name = /** @type {(inputs: Landing_Err_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`お名前を入力してください。`)
};

const ko_landing_err_name = /** @type {(inputs: Landing_Err_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이름을 입력해 주세요.`)
};

/**
* | output |
* | --- |
* | "Please enter your name." |
*
* @param {Landing_Err_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_err_name = /** @type {((inputs?: Landing_Err_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Err_NameInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_err_name(inputs)
	if (locale === "fr") return fr_landing_err_name(inputs)
	if (locale === "es") return es_landing_err_name(inputs)
	if (locale === "pt-BR") return pt_br2_landing_err_name(inputs)
	if (locale === "ja") return ja_landing_err_name(inputs)
	if (locale === "ko") return ko_landing_err_name(inputs)
	return en_landing_err_name(inputs)
});