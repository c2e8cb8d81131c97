/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Location_PlaceholderInputs */

const en_reg_location_placeholder = /** @type {(inputs: Reg_Location_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Venue name and address`)
};

const de_reg_location_placeholder = /** @type {(inputs: Reg_Location_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name und Adresse des Ortes`)
};

const fr_reg_location_placeholder = /** @type {(inputs: Reg_Location_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom et adresse du lieu`)
};

const es_reg_location_placeholder = /** @type {(inputs: Reg_Location_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre y dirección del lugar`)
};

const pt_br2_reg_location_placeholder = /** @type {(inputs: Reg_Location_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome e endereço do local`)
};

const ja_reg_location_placeholder = /** @type {(inputs: Reg_Location_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`会場名と住所`)
};

const ko_reg_location_placeholder = /** @type {(inputs: Reg_Location_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`장소 이름과 주소`)
};

/**
* | output |
* | --- |
* | "Venue name and address" |
*
* @param {Reg_Location_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_location_placeholder = /** @type {((inputs?: Reg_Location_PlaceholderInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Location_PlaceholderInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_location_placeholder(inputs)
	if (locale === "fr") return fr_reg_location_placeholder(inputs)
	if (locale === "es") return es_reg_location_placeholder(inputs)
	if (locale === "pt-BR") return pt_br2_reg_location_placeholder(inputs)
	if (locale === "ja") return ja_reg_location_placeholder(inputs)
	if (locale === "ko") return ko_reg_location_placeholder(inputs)
	return en_reg_location_placeholder(inputs)
});