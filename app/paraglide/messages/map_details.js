/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_DetailsInputs */

const en_map_details = /** @type {(inputs: Map_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

const de_map_details = /** @type {(inputs: Map_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

const fr_map_details = /** @type {(inputs: Map_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détails`)
};

const es_map_details = /** @type {(inputs: Map_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detalles`)
};

const pt_br2_map_details = /** @type {(inputs: Map_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detalhes`)
};

const ja_map_details = /** @type {(inputs: Map_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`詳細`)
};

const ko_map_details = /** @type {(inputs: Map_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`자세히`)
};

/**
* | output |
* | --- |
* | "Details" |
*
* @param {Map_DetailsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const map_details = /** @type {((inputs?: Map_DetailsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_DetailsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_map_details(inputs)
	if (locale === "fr") return fr_map_details(inputs)
	if (locale === "es") return es_map_details(inputs)
	if (locale === "pt-BR") return pt_br2_map_details(inputs)
	if (locale === "ja") return ja_map_details(inputs)
	if (locale === "ko") return ko_map_details(inputs)
	return en_map_details(inputs)
});