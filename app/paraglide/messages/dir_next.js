/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_NextInputs */

const en_dir_next = /** @type {(inputs: Dir_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next`)
};

const de_dir_next = /** @type {(inputs: Dir_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter`)
};

const fr_dir_next = /** @type {(inputs: Dir_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivant`)
};

const es_dir_next = /** @type {(inputs: Dir_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiente`)
};

const pt_br2_dir_next = /** @type {(inputs: Dir_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próxima`)
};

const ja_dir_next = /** @type {(inputs: Dir_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`次へ`)
};

const ko_dir_next = /** @type {(inputs: Dir_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`다음`)
};

/**
* | output |
* | --- |
* | "Next" |
*
* @param {Dir_NextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_next = /** @type {((inputs?: Dir_NextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_NextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_next(inputs)
	if (locale === "fr") return fr_dir_next(inputs)
	if (locale === "es") return es_dir_next(inputs)
	if (locale === "pt-BR") return pt_br2_dir_next(inputs)
	if (locale === "ja") return ja_dir_next(inputs)
	if (locale === "ko") return ko_dir_next(inputs)
	return en_dir_next(inputs)
});