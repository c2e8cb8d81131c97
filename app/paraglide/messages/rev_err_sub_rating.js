/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rev_Err_Sub_RatingInputs */

const en_rev_err_sub_rating = /** @type {(inputs: Rev_Err_Sub_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose 1 to 5 stars, or leave it empty.`)
};

const de_rev_err_sub_rating = /** @type {(inputs: Rev_Err_Sub_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle 1 bis 5 Sterne oder lass das Feld leer.`)
};

const fr_rev_err_sub_rating = /** @type {(inputs: Rev_Err_Sub_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez de 1 à 5 étoiles, ou laissez vide.`)
};

const es_rev_err_sub_rating = /** @type {(inputs: Rev_Err_Sub_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige de 1 a 5 estrellas o déjalo vacío.`)
};

const pt_br2_rev_err_sub_rating = /** @type {(inputs: Rev_Err_Sub_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha de 1 a 5 estrelas ou deixe em branco.`)
};

const ja_rev_err_sub_rating = /** @type {(inputs: Rev_Err_Sub_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`星 1〜5 を選ぶか、空欄のままにしてください。`)
};

const ko_rev_err_sub_rating = /** @type {(inputs: Rev_Err_Sub_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`별 1~5개를 선택하거나 비워 두세요.`)
};

/**
* | output |
* | --- |
* | "Choose 1 to 5 stars, or leave it empty." |
*
* @param {Rev_Err_Sub_RatingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_err_sub_rating = /** @type {((inputs?: Rev_Err_Sub_RatingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_Err_Sub_RatingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_err_sub_rating(inputs)
	if (locale === "fr") return fr_rev_err_sub_rating(inputs)
	if (locale === "es") return es_rev_err_sub_rating(inputs)
	if (locale === "pt-BR") return pt_br2_rev_err_sub_rating(inputs)
	if (locale === "ja") return ja_rev_err_sub_rating(inputs)
	if (locale === "ko") return ko_rev_err_sub_rating(inputs)
	return en_rev_err_sub_rating(inputs)
});