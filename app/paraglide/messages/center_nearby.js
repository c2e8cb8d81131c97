/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_NearbyInputs */

const en_center_nearby = /** @type {(inputs: Center_NearbyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · nearby`)
};

const de_center_nearby = /** @type {(inputs: Center_NearbyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · in der Nähe`)
};

const fr_center_nearby = /** @type {(inputs: Center_NearbyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · à proximité`)
};

const es_center_nearby = /** @type {(inputs: Center_NearbyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · cerca`)
};

const pt_br2_center_nearby = /** @type {(inputs: Center_NearbyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · nas proximidades`)
};

const ja_center_nearby = /** @type {(inputs: Center_NearbyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`・近隣で開催`)
};

const ko_center_nearby = /** @type {(inputs: Center_NearbyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · 근처`)
};

/**
* | output |
* | --- |
* | "· nearby" |
*
* @param {Center_NearbyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_nearby = /** @type {((inputs?: Center_NearbyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_NearbyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_nearby(inputs)
	if (locale === "fr") return fr_center_nearby(inputs)
	if (locale === "es") return es_center_nearby(inputs)
	if (locale === "pt-BR") return pt_br2_center_nearby(inputs)
	if (locale === "ja") return ja_center_nearby(inputs)
	if (locale === "ko") return ko_center_nearby(inputs)
	return en_center_nearby(inputs)
});