/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Rev_Heading_NewInputs */

const en_rev_heading_new = /** @type {(inputs: Rev_Heading_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Write a review of ${i?.name}`)
};

const de_rev_heading_new = /** @type {(inputs: Rev_Heading_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bewertung für ${i?.name} schreiben`)
};

const fr_rev_heading_new = /** @type {(inputs: Rev_Heading_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Écrire un avis sur ${i?.name}`)
};

const es_rev_heading_new = /** @type {(inputs: Rev_Heading_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escribe una reseña de ${i?.name}`)
};

const pt_br2_rev_heading_new = /** @type {(inputs: Rev_Heading_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escreva uma avaliação de ${i?.name}`)
};

const ja_rev_heading_new = /** @type {(inputs: Rev_Heading_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} のレビューを書く`)
};

const ko_rev_heading_new = /** @type {(inputs: Rev_Heading_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 리뷰 쓰기`)
};

/**
* | output |
* | --- |
* | "Write a review of {name}" |
*
* @param {Rev_Heading_NewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_heading_new = /** @type {((inputs: Rev_Heading_NewInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_Heading_NewInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_heading_new(inputs)
	if (locale === "fr") return fr_rev_heading_new(inputs)
	if (locale === "es") return es_rev_heading_new(inputs)
	if (locale === "pt-BR") return pt_br2_rev_heading_new(inputs)
	if (locale === "ja") return ja_rev_heading_new(inputs)
	if (locale === "ko") return ko_rev_heading_new(inputs)
	return en_rev_heading_new(inputs)
});