/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dir_Website_OfInputs */

const en_dir_website_of = /** @type {(inputs: Dir_Website_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` of ${i?.name}`)
};

const de_dir_website_of = /** @type {(inputs: Dir_Website_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` von ${i?.name}`)
};

const fr_dir_website_of = /** @type {(inputs: Dir_Website_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` de ${i?.name}`)
};

const es_dir_website_of = /** @type {(inputs: Dir_Website_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` de ${i?.name}`)
};

const pt_br2_dir_website_of = /** @type {(inputs: Dir_Website_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` de ${i?.name}`)
};

const ja_dir_website_of = /** @type {(inputs: Dir_Website_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（${i?.name}）`)
};

const ko_dir_website_of = /** @type {(inputs: Dir_Website_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (${i?.name})`)
};

/**
* | output |
* | --- |
* | "of {name}" |
*
* @param {Dir_Website_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_website_of = /** @type {((inputs: Dir_Website_OfInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Website_OfInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_website_of(inputs)
	if (locale === "fr") return fr_dir_website_of(inputs)
	if (locale === "es") return es_dir_website_of(inputs)
	if (locale === "pt-BR") return pt_br2_dir_website_of(inputs)
	if (locale === "ja") return ja_dir_website_of(inputs)
	if (locale === "ko") return ko_dir_website_of(inputs)
	return en_dir_website_of(inputs)
});