/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rev_Err_Not_FoundInputs */

const en_rev_err_not_found = /** @type {(inputs: Rev_Err_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This review doesn't exist or is no longer public.`)
};

const de_rev_err_not_found = /** @type {(inputs: Rev_Err_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Bewertung existiert nicht oder ist nicht mehr öffentlich.`)
};

const fr_rev_err_not_found = /** @type {(inputs: Rev_Err_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet avis n'existe pas ou n'est plus public.`)
};

const es_rev_err_not_found = /** @type {(inputs: Rev_Err_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta reseña no existe o ya no es pública.`)
};

const pt_br2_rev_err_not_found = /** @type {(inputs: Rev_Err_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta avaliação não existe ou não está mais pública.`)
};

const ja_rev_err_not_found = /** @type {(inputs: Rev_Err_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このレビューは存在しないか、公開されていません。`)
};

const ko_rev_err_not_found = /** @type {(inputs: Rev_Err_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 리뷰는 존재하지 않거나 더 이상 공개되지 않습니다.`)
};

/**
* | output |
* | --- |
* | "This review doesn't exist or is no longer public." |
*
* @param {Rev_Err_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_err_not_found = /** @type {((inputs?: Rev_Err_Not_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_Err_Not_FoundInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_err_not_found(inputs)
	if (locale === "fr") return fr_rev_err_not_found(inputs)
	if (locale === "es") return es_rev_err_not_found(inputs)
	if (locale === "pt-BR") return pt_br2_rev_err_not_found(inputs)
	if (locale === "ja") return ja_rev_err_not_found(inputs)
	if (locale === "ko") return ko_rev_err_not_found(inputs)
	return en_rev_err_not_found(inputs)
});