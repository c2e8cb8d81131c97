/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Language_CurrentInputs */

const en_language_current = /** @type {(inputs: Language_CurrentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Language: ${i?.name}`)
};

const de_language_current = /** @type {(inputs: Language_CurrentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sprache: ${i?.name}`)
};

const fr_language_current = /** @type {(inputs: Language_CurrentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Langue : ${i?.name}`)
};

const es_language_current = /** @type {(inputs: Language_CurrentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Idioma: ${i?.name}`)
};

const pt_br2_language_current = /** @type {(inputs: Language_CurrentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Idioma: ${i?.name}`)
};

const ja_language_current = /** @type {(inputs: Language_CurrentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`言語: ${i?.name}`)
};

const ko_language_current = /** @type {(inputs: Language_CurrentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`언어: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Language: {name}" |
*
* @param {Language_CurrentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const language_current = /** @type {((inputs: Language_CurrentInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_CurrentInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_language_current(inputs)
	if (locale === "fr") return fr_language_current(inputs)
	if (locale === "es") return es_language_current(inputs)
	if (locale === "pt-BR") return pt_br2_language_current(inputs)
	if (locale === "ja") return ja_language_current(inputs)
	if (locale === "ko") return ko_language_current(inputs)
	return en_language_current(inputs)
});