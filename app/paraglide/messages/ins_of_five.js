/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rating: NonNullable<unknown> }} Ins_Of_FiveInputs */

const en_ins_of_five = /** @type {(inputs: Ins_Of_FiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} of 5`)
};

const de_ins_of_five = /** @type {(inputs: Ins_Of_FiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} von 5`)
};

const fr_ins_of_five = /** @type {(inputs: Ins_Of_FiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} sur 5`)
};

const es_ins_of_five = /** @type {(inputs: Ins_Of_FiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} de 5`)
};

const pt_br2_ins_of_five = /** @type {(inputs: Ins_Of_FiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} de 5`)
};

const ja_ins_of_five = /** @type {(inputs: Ins_Of_FiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`5点中${i?.rating}`)
};

const ko_ins_of_five = /** @type {(inputs: Ins_Of_FiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`5점 중 ${i?.rating}`)
};

/**
* | output |
* | --- |
* | "{rating} of 5" |
*
* @param {Ins_Of_FiveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_of_five = /** @type {((inputs: Ins_Of_FiveInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_Of_FiveInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_of_five(inputs)
	if (locale === "fr") return fr_ins_of_five(inputs)
	if (locale === "es") return es_ins_of_five(inputs)
	if (locale === "pt-BR") return pt_br2_ins_of_five(inputs)
	if (locale === "ja") return ja_ins_of_five(inputs)
	if (locale === "ko") return ko_ins_of_five(inputs)
	return en_ins_of_five(inputs)
});