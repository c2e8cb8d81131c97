/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_Sort_FeaturedInputs */

const en_dir_sort_featured = /** @type {(inputs: Dir_Sort_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Featured, then name`)
};

const de_dir_sort_featured = /** @type {(inputs: Dir_Sort_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hervorgehoben, dann Name`)
};

const fr_dir_sort_featured = /** @type {(inputs: Dir_Sort_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En vedette, puis nom`)
};

const es_dir_sort_featured = /** @type {(inputs: Dir_Sort_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destacados y luego nombre`)
};

const pt_br2_dir_sort_featured = /** @type {(inputs: Dir_Sort_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destaques, depois nome`)
};

const ja_dir_sort_featured = /** @type {(inputs: Dir_Sort_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注目順、次に名前順`)
};

const ko_dir_sort_featured = /** @type {(inputs: Dir_Sort_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`추천순, 그다음 이름순`)
};

/**
* | output |
* | --- |
* | "Featured, then name" |
*
* @param {Dir_Sort_FeaturedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_sort_featured = /** @type {((inputs?: Dir_Sort_FeaturedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Sort_FeaturedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_sort_featured(inputs)
	if (locale === "fr") return fr_dir_sort_featured(inputs)
	if (locale === "es") return es_dir_sort_featured(inputs)
	if (locale === "pt-BR") return pt_br2_dir_sort_featured(inputs)
	if (locale === "ja") return ja_dir_sort_featured(inputs)
	if (locale === "ko") return ko_dir_sort_featured(inputs)
	return en_dir_sort_featured(inputs)
});