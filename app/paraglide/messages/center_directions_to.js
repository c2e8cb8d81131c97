/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Center_Directions_ToInputs */

const en_center_directions_to = /** @type {(inputs: Center_Directions_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` to ${i?.name}`)
};

const de_center_directions_to = /** @type {(inputs: Center_Directions_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` zu ${i?.name}`)
};

const fr_center_directions_to = /** @type {(inputs: Center_Directions_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` vers ${i?.name}`)
};

const es_center_directions_to = /** @type {(inputs: Center_Directions_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` a ${i?.name}`)
};

const pt_br2_center_directions_to = /** @type {(inputs: Center_Directions_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` até ${i?.name}`)
};

const ja_center_directions_to = /** @type {(inputs: Center_Directions_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（${i?.name}まで）`)
};

const ko_center_directions_to = /** @type {(inputs: Center_Directions_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (${i?.name}까지)`)
};

/**
* | output |
* | --- |
* | "to {name}" |
*
* @param {Center_Directions_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_directions_to = /** @type {((inputs: Center_Directions_ToInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Directions_ToInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_directions_to(inputs)
	if (locale === "fr") return fr_center_directions_to(inputs)
	if (locale === "es") return es_center_directions_to(inputs)
	if (locale === "pt-BR") return pt_br2_center_directions_to(inputs)
	if (locale === "ja") return ja_center_directions_to(inputs)
	if (locale === "ko") return ko_center_directions_to(inputs)
	return en_center_directions_to(inputs)
});