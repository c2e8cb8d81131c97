/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ distance: NonNullable<unknown> }} Dir_Distance_AwayInputs */

const en_dir_distance_away = /** @type {(inputs: Dir_Distance_AwayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.distance} away`)
};

const de_dir_distance_away = /** @type {(inputs: Dir_Distance_AwayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.distance} entfernt`)
};

const fr_dir_distance_away = /** @type {(inputs: Dir_Distance_AwayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`à ${i?.distance}`)
};

const es_dir_distance_away = /** @type {(inputs: Dir_Distance_AwayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a ${i?.distance}`)
};

const pt_br2_dir_distance_away = /** @type {(inputs: Dir_Distance_AwayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a ${i?.distance}`)
};

const ja_dir_distance_away = /** @type {(inputs: Dir_Distance_AwayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.distance}先`)
};

const ko_dir_distance_away = /** @type {(inputs: Dir_Distance_AwayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.distance} 거리`)
};

/**
* | output |
* | --- |
* | "{distance} away" |
*
* @param {Dir_Distance_AwayInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_distance_away = /** @type {((inputs: Dir_Distance_AwayInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Distance_AwayInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_distance_away(inputs)
	if (locale === "fr") return fr_dir_distance_away(inputs)
	if (locale === "es") return es_dir_distance_away(inputs)
	if (locale === "pt-BR") return pt_br2_dir_distance_away(inputs)
	if (locale === "ja") return ja_dir_distance_away(inputs)
	if (locale === "ko") return ko_dir_distance_away(inputs)
	return en_dir_distance_away(inputs)
});