/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Rev_Meta_TitleInputs */

const en_rev_meta_title = /** @type {(inputs: Rev_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Review ${i?.name}`)
};

const de_rev_meta_title = /** @type {(inputs: Rev_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} bewerten`)
};

const fr_rev_meta_title = /** @type {(inputs: Rev_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Évaluer ${i?.name}`)
};

const es_rev_meta_title = /** @type {(inputs: Rev_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reseñar ${i?.name}`)
};

const pt_br2_rev_meta_title = /** @type {(inputs: Rev_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Avaliar ${i?.name}`)
};

const ja_rev_meta_title = /** @type {(inputs: Rev_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} のレビュー`)
};

const ko_rev_meta_title = /** @type {(inputs: Rev_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 리뷰`)
};

/**
* | output |
* | --- |
* | "Review {name}" |
*
* @param {Rev_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_meta_title = /** @type {((inputs: Rev_Meta_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_Meta_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_meta_title(inputs)
	if (locale === "fr") return fr_rev_meta_title(inputs)
	if (locale === "es") return es_rev_meta_title(inputs)
	if (locale === "pt-BR") return pt_br2_rev_meta_title(inputs)
	if (locale === "ja") return ja_rev_meta_title(inputs)
	if (locale === "ko") return ko_rev_meta_title(inputs)
	return en_rev_meta_title(inputs)
});