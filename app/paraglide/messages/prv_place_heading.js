/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Prv_Place_HeadingInputs */

const en_prv_place_heading = /** @type {(inputs: Prv_Place_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place data`)
};

const de_prv_place_heading = /** @type {(inputs: Prv_Place_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ortsdaten`)
};

const fr_prv_place_heading = /** @type {(inputs: Prv_Place_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Données de lieux`)
};

const es_prv_place_heading = /** @type {(inputs: Prv_Place_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datos de lugares`)
};

const pt_br2_prv_place_heading = /** @type {(inputs: Prv_Place_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dados de lugares`)
};

const ja_prv_place_heading = /** @type {(inputs: Prv_Place_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地名データ`)
};

const ko_prv_place_heading = /** @type {(inputs: Prv_Place_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지명 데이터`)
};

/**
* | output |
* | --- |
* | "Place data" |
*
* @param {Prv_Place_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_place_heading = /** @type {((inputs?: Prv_Place_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_Place_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_place_heading(inputs)
	if (locale === "fr") return fr_prv_place_heading(inputs)
	if (locale === "es") return es_prv_place_heading(inputs)
	if (locale === "pt-BR") return pt_br2_prv_place_heading(inputs)
	if (locale === "ja") return ja_prv_place_heading(inputs)
	if (locale === "ko") return ko_prv_place_heading(inputs)
	return en_prv_place_heading(inputs)
});