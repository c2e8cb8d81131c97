/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_FeaturedInputs */

const en_dir_featured = /** @type {(inputs: Dir_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Featured`)
};

const de_dir_featured = /** @type {(inputs: Dir_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hervorgehoben`)
};

const fr_dir_featured = /** @type {(inputs: Dir_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En vedette`)
};

const es_dir_featured = /** @type {(inputs: Dir_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destacado`)
};

const pt_br2_dir_featured = /** @type {(inputs: Dir_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destaque`)
};

const ja_dir_featured = /** @type {(inputs: Dir_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注目`)
};

const ko_dir_featured = /** @type {(inputs: Dir_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`추천`)
};

/**
* | output |
* | --- |
* | "Featured" |
*
* @param {Dir_FeaturedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_featured = /** @type {((inputs?: Dir_FeaturedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_FeaturedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_featured(inputs)
	if (locale === "fr") return fr_dir_featured(inputs)
	if (locale === "es") return es_dir_featured(inputs)
	if (locale === "pt-BR") return pt_br2_dir_featured(inputs)
	if (locale === "ja") return ja_dir_featured(inputs)
	if (locale === "ko") return ko_dir_featured(inputs)
	return en_dir_featured(inputs)
});