/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_Err_Already_HiddenInputs */

const en_arv_err_already_hidden = /** @type {(inputs: Arv_Err_Already_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This review is already hidden.`)
};

const de_arv_err_already_hidden = /** @type {(inputs: Arv_Err_Already_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Bewertung ist bereits ausgeblendet.`)
};

const fr_arv_err_already_hidden = /** @type {(inputs: Arv_Err_Already_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet avis est déjà masqué.`)
};

const es_arv_err_already_hidden = /** @type {(inputs: Arv_Err_Already_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta reseña ya está oculta.`)
};

const pt_br2_arv_err_already_hidden = /** @type {(inputs: Arv_Err_Already_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta avaliação já está oculta.`)
};

const ja_arv_err_already_hidden = /** @type {(inputs: Arv_Err_Already_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このレビューはすでに非表示です。`)
};

const ko_arv_err_already_hidden = /** @type {(inputs: Arv_Err_Already_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 리뷰는 이미 숨겨져 있습니다.`)
};

/**
* | output |
* | --- |
* | "This review is already hidden." |
*
* @param {Arv_Err_Already_HiddenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_err_already_hidden = /** @type {((inputs?: Arv_Err_Already_HiddenInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_Err_Already_HiddenInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_err_already_hidden(inputs)
	if (locale === "fr") return fr_arv_err_already_hidden(inputs)
	if (locale === "es") return es_arv_err_already_hidden(inputs)
	if (locale === "pt-BR") return pt_br2_arv_err_already_hidden(inputs)
	if (locale === "ja") return ja_arv_err_already_hidden(inputs)
	if (locale === "ko") return ko_arv_err_already_hidden(inputs)
	return en_arv_err_already_hidden(inputs)
});