/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rev_Err_Body_ShortInputs */

const en_rev_err_body_short = /** @type {(inputs: Rev_Err_Body_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write at least 20 characters.`)
};

const de_rev_err_body_short = /** @type {(inputs: Rev_Err_Body_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schreib mindestens 20 Zeichen.`)
};

const fr_rev_err_body_short = /** @type {(inputs: Rev_Err_Body_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrivez au moins 20 caractères.`)
};

const es_rev_err_body_short = /** @type {(inputs: Rev_Err_Body_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe al menos 20 caracteres.`)
};

const pt_br2_rev_err_body_short = /** @type {(inputs: Rev_Err_Body_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escreva pelo menos 20 caracteres.`)
};

const ja_rev_err_body_short = /** @type {(inputs: Rev_Err_Body_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`20 文字以上で書いてください。`)
};

const ko_rev_err_body_short = /** @type {(inputs: Rev_Err_Body_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`20자 이상 작성해 주세요.`)
};

/**
* | output |
* | --- |
* | "Write at least 20 characters." |
*
* @param {Rev_Err_Body_ShortInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_err_body_short = /** @type {((inputs?: Rev_Err_Body_ShortInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_Err_Body_ShortInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_err_body_short(inputs)
	if (locale === "fr") return fr_rev_err_body_short(inputs)
	if (locale === "es") return es_rev_err_body_short(inputs)
	if (locale === "pt-BR") return pt_br2_rev_err_body_short(inputs)
	if (locale === "ja") return ja_rev_err_body_short(inputs)
	if (locale === "ko") return ko_rev_err_body_short(inputs)
	return en_rev_err_body_short(inputs)
});