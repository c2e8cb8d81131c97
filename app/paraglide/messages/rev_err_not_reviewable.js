/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rev_Err_Not_ReviewableInputs */

const en_rev_err_not_reviewable = /** @type {(inputs: Rev_Err_Not_ReviewableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This LAN center can't be reviewed.`)
};

const de_rev_err_not_reviewable = /** @type {(inputs: Rev_Err_Not_ReviewableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses LAN-Center kann nicht bewertet werden.`)
};

const fr_rev_err_not_reviewable = /** @type {(inputs: Rev_Err_Not_ReviewableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce LAN center ne peut pas être évalué.`)
};

const es_rev_err_not_reviewable = /** @type {(inputs: Rev_Err_Not_ReviewableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este LAN center no se puede reseñar.`)
};

const pt_br2_rev_err_not_reviewable = /** @type {(inputs: Rev_Err_Not_ReviewableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este LAN center não pode ser avaliado.`)
};

const ja_rev_err_not_reviewable = /** @type {(inputs: Rev_Err_Not_ReviewableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この LAN センターはレビューできません。`)
};

const ko_rev_err_not_reviewable = /** @type {(inputs: Rev_Err_Not_ReviewableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 LAN 센터는 리뷰할 수 없습니다.`)
};

/**
* | output |
* | --- |
* | "This LAN center can't be reviewed." |
*
* @param {Rev_Err_Not_ReviewableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_err_not_reviewable = /** @type {((inputs?: Rev_Err_Not_ReviewableInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_Err_Not_ReviewableInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_err_not_reviewable(inputs)
	if (locale === "fr") return fr_rev_err_not_reviewable(inputs)
	if (locale === "es") return es_rev_err_not_reviewable(inputs)
	if (locale === "pt-BR") return pt_br2_rev_err_not_reviewable(inputs)
	if (locale === "ja") return ja_rev_err_not_reviewable(inputs)
	if (locale === "ko") return ko_rev_err_not_reviewable(inputs)
	return en_rev_err_not_reviewable(inputs)
});