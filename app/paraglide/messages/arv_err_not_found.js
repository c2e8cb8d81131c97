/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_Err_Not_FoundInputs */

const en_arv_err_not_found = /** @type {(inputs: Arv_Err_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This review no longer exists.`)
};

const de_arv_err_not_found = /** @type {(inputs: Arv_Err_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Bewertung gibt es nicht mehr.`)
};

const fr_arv_err_not_found = /** @type {(inputs: Arv_Err_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet avis n'existe plus.`)
};

const es_arv_err_not_found = /** @type {(inputs: Arv_Err_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta reseña ya no existe.`)
};

const pt_br2_arv_err_not_found = /** @type {(inputs: Arv_Err_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta avaliação não existe mais.`)
};

const ja_arv_err_not_found = /** @type {(inputs: Arv_Err_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このレビューはすでに存在しません。`)
};

const ko_arv_err_not_found = /** @type {(inputs: Arv_Err_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 리뷰는 더 이상 존재하지 않습니다.`)
};

/**
* | output |
* | --- |
* | "This review no longer exists." |
*
* @param {Arv_Err_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_err_not_found = /** @type {((inputs?: Arv_Err_Not_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_Err_Not_FoundInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_err_not_found(inputs)
	if (locale === "fr") return fr_arv_err_not_found(inputs)
	if (locale === "es") return es_arv_err_not_found(inputs)
	if (locale === "pt-BR") return pt_br2_arv_err_not_found(inputs)
	if (locale === "ja") return ja_arv_err_not_found(inputs)
	if (locale === "ko") return ko_arv_err_not_found(inputs)
	return en_arv_err_not_found(inputs)
});