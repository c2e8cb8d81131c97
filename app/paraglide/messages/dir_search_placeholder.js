/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_Search_PlaceholderInputs */

const en_dir_search_placeholder = /** @type {(inputs: Dir_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. Berlin`)
};

const de_dir_search_placeholder = /** @type {(inputs: Dir_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`z. B. Berlin`)
};

const fr_dir_search_placeholder = /** @type {(inputs: Dir_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ex. Berlin`)
};

const es_dir_search_placeholder = /** @type {(inputs: Dir_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej., Berlín`)
};

const pt_br2_dir_search_placeholder = /** @type {(inputs: Dir_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ex.: Berlim`)
};

const ja_dir_search_placeholder = /** @type {(inputs: Dir_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`例：東京`)
};

const ko_dir_search_placeholder = /** @type {(inputs: Dir_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`예: 서울`)
};

/**
* | output |
* | --- |
* | "e.g. Berlin" |
*
* @param {Dir_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_search_placeholder = /** @type {((inputs?: Dir_Search_PlaceholderInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Search_PlaceholderInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_search_placeholder(inputs)
	if (locale === "fr") return fr_dir_search_placeholder(inputs)
	if (locale === "es") return es_dir_search_placeholder(inputs)
	if (locale === "pt-BR") return pt_br2_dir_search_placeholder(inputs)
	if (locale === "ja") return ja_dir_search_placeholder(inputs)
	if (locale === "ko") return ko_dir_search_placeholder(inputs)
	return en_dir_search_placeholder(inputs)
});