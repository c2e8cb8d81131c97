/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Find_CentersInputs */

const en_error_find_centers = /** @type {(inputs: Error_Find_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find LAN Centers`)
};

const de_error_find_centers = /** @type {(inputs: Error_Find_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Center finden`)
};

const fr_error_find_centers = /** @type {(inputs: Error_Find_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouver des centres LAN`)
};

const es_error_find_centers = /** @type {(inputs: Error_Find_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar centros LAN`)
};

const pt_br2_error_find_centers = /** @type {(inputs: Error_Find_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encontrar centros LAN`)
};

const ja_error_find_centers = /** @type {(inputs: Error_Find_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンターを探す`)
};

const ko_error_find_centers = /** @type {(inputs: Error_Find_CentersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터 찾기`)
};

/**
* | output |
* | --- |
* | "Find LAN Centers" |
*
* @param {Error_Find_CentersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const error_find_centers = /** @type {((inputs?: Error_Find_CentersInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Find_CentersInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_find_centers(inputs)
	if (locale === "fr") return fr_error_find_centers(inputs)
	if (locale === "es") return es_error_find_centers(inputs)
	if (locale === "pt-BR") return pt_br2_error_find_centers(inputs)
	if (locale === "ja") return ja_error_find_centers(inputs)
	if (locale === "ko") return ko_error_find_centers(inputs)
	return en_error_find_centers(inputs)
});