/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rev_Err_CheckInputs */

const en_rev_err_check = /** @type {(inputs: Rev_Err_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check the review.`)
};

const de_rev_err_check = /** @type {(inputs: Rev_Err_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte überprüfe die Bewertung.`)
};

const fr_rev_err_check = /** @type {(inputs: Rev_Err_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vérifier l'avis.`)
};

const es_rev_err_check = /** @type {(inputs: Rev_Err_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa la reseña.`)
};

const pt_br2_rev_err_check = /** @type {(inputs: Rev_Err_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifique a avaliação.`)
};

const ja_rev_err_check = /** @type {(inputs: Rev_Err_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビューの内容を確認してください。`)
};

const ko_rev_err_check = /** @type {(inputs: Rev_Err_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰를 확인해 주세요.`)
};

/**
* | output |
* | --- |
* | "Please check the review." |
*
* @param {Rev_Err_CheckInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_err_check = /** @type {((inputs?: Rev_Err_CheckInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_Err_CheckInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_err_check(inputs)
	if (locale === "fr") return fr_rev_err_check(inputs)
	if (locale === "es") return es_rev_err_check(inputs)
	if (locale === "pt-BR") return pt_br2_rev_err_check(inputs)
	if (locale === "ja") return ja_rev_err_check(inputs)
	if (locale === "ko") return ko_rev_err_check(inputs)
	return en_rev_err_check(inputs)
});