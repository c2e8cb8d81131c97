/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rev_Err_Body_LongInputs */

const en_rev_err_body_long = /** @type {(inputs: Rev_Err_Body_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep your review to 2,000 characters or fewer.`)
};

const de_rev_err_body_long = /** @type {(inputs: Rev_Err_Body_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Bewertung darf höchstens 2.000 Zeichen lang sein.`)
};

const fr_rev_err_body_long = /** @type {(inputs: Rev_Err_Body_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre avis ne doit pas dépasser 2 000 caractères.`)
};

const es_rev_err_body_long = /** @type {(inputs: Rev_Err_Body_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu reseña debe tener 2.000 caracteres como máximo.`)
};

const pt_br2_rev_err_body_long = /** @type {(inputs: Rev_Err_Body_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua avaliação deve ter no máximo 2.000 caracteres.`)
};

const ja_rev_err_body_long = /** @type {(inputs: Rev_Err_Body_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビューは 2,000 文字以内にしてください。`)
};

const ko_rev_err_body_long = /** @type {(inputs: Rev_Err_Body_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰는 2,000자 이하로 작성해 주세요.`)
};

/**
* | output |
* | --- |
* | "Keep your review to 2,000 characters or fewer." |
*
* @param {Rev_Err_Body_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_err_body_long = /** @type {((inputs?: Rev_Err_Body_LongInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_Err_Body_LongInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_err_body_long(inputs)
	if (locale === "fr") return fr_rev_err_body_long(inputs)
	if (locale === "es") return es_rev_err_body_long(inputs)
	if (locale === "pt-BR") return pt_br2_rev_err_body_long(inputs)
	if (locale === "ja") return ja_rev_err_body_long(inputs)
	if (locale === "ko") return ko_rev_err_body_long(inputs)
	return en_rev_err_body_long(inputs)
});