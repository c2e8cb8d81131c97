/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ average: NonNullable<unknown>, reviews: NonNullable<unknown> }} Dir_RatedInputs */

const en_dir_rated = /** @type {(inputs: Dir_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rated ${i?.average} out of 5 from ${i?.reviews}`)
};

const de_dir_rated = /** @type {(inputs: Dir_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bewertet mit ${i?.average} von 5 aus ${i?.reviews}`)
};

const fr_dir_rated = /** @type {(inputs: Dir_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Noté ${i?.average} sur 5 d'après ${i?.reviews}`)
};

const es_dir_rated = /** @type {(inputs: Dir_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Valoración de ${i?.average} sobre 5 según ${i?.reviews}`)
};

const pt_br2_dir_rated = /** @type {(inputs: Dir_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nota ${i?.average} de 5 com base em ${i?.reviews}`)
};

const ja_dir_rated = /** @type {(inputs: Dir_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reviews}で5点中${i?.average}点`)
};

const ko_dir_rated = /** @type {(inputs: Dir_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reviews} 기준 5점 만점에 ${i?.average}점`)
};

/**
* | output |
* | --- |
* | "Rated {average} out of 5 from {reviews}" |
*
* @param {Dir_RatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_rated = /** @type {((inputs: Dir_RatedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_RatedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_rated(inputs)
	if (locale === "fr") return fr_dir_rated(inputs)
	if (locale === "es") return es_dir_rated(inputs)
	if (locale === "pt-BR") return pt_br2_dir_rated(inputs)
	if (locale === "ja") return ja_dir_rated(inputs)
	if (locale === "ko") return ko_dir_rated(inputs)
	return en_dir_rated(inputs)
});