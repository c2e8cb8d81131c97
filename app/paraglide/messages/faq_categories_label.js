/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Categories_LabelInputs */

const en_faq_categories_label = /** @type {(inputs: Faq_Categories_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAQ categories`)
};

const de_faq_categories_label = /** @type {(inputs: Faq_Categories_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAQ-Kategorien`)
};

const fr_faq_categories_label = /** @type {(inputs: Faq_Categories_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catégories de la FAQ`)
};

const es_faq_categories_label = /** @type {(inputs: Faq_Categories_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categorías de preguntas`)
};

const pt_br2_faq_categories_label = /** @type {(inputs: Faq_Categories_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categorias de perguntas`)
};

const ja_faq_categories_label = /** @type {(inputs: Faq_Categories_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`質問のカテゴリ`)
};

const ko_faq_categories_label = /** @type {(inputs: Faq_Categories_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`질문 카테고리`)
};

/**
* | output |
* | --- |
* | "FAQ categories" |
*
* @param {Faq_Categories_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_categories_label = /** @type {((inputs?: Faq_Categories_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Categories_LabelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_categories_label(inputs)
	if (locale === "fr") return fr_faq_categories_label(inputs)
	if (locale === "es") return es_faq_categories_label(inputs)
	if (locale === "pt-BR") return pt_br2_faq_categories_label(inputs)
	if (locale === "ja") return ja_faq_categories_label(inputs)
	if (locale === "ko") return ko_faq_categories_label(inputs)
	return en_faq_categories_label(inputs)
});