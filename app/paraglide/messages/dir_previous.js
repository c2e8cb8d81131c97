/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_PreviousInputs */

const en_dir_previous = /** @type {(inputs: Dir_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous`)
};

const de_dir_previous = /** @type {(inputs: Dir_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück`)
};

const fr_dir_previous = /** @type {(inputs: Dir_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Précédent`)
};

const es_dir_previous = /** @type {(inputs: Dir_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anterior`)
};

const pt_br2_dir_previous = /** @type {(inputs: Dir_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anterior`)
};

const ja_dir_previous = /** @type {(inputs: Dir_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`前へ`)
};

const ko_dir_previous = /** @type {(inputs: Dir_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이전`)
};

/**
* | output |
* | --- |
* | "Previous" |
*
* @param {Dir_PreviousInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_previous = /** @type {((inputs?: Dir_PreviousInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_PreviousInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_previous(inputs)
	if (locale === "fr") return fr_dir_previous(inputs)
	if (locale === "es") return es_dir_previous(inputs)
	if (locale === "pt-BR") return pt_br2_dir_previous(inputs)
	if (locale === "ja") return ja_dir_previous(inputs)
	if (locale === "ko") return ko_dir_previous(inputs)
	return en_dir_previous(inputs)
});