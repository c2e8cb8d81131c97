/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Lanparties_TitleInputs */

const en_types_lanparties_title = /** @type {(inputs: Types_Lanparties_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Parties`)
};

const de_types_lanparties_title = /** @type {(inputs: Types_Lanparties_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Partys`)
};

const fr_types_lanparties_title = /** @type {(inputs: Types_Lanparties_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN parties`)
};

const es_types_lanparties_title = /** @type {(inputs: Types_Lanparties_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN parties`)
};

const pt_br2_types_lanparties_title = /** @type {(inputs: Types_Lanparties_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN parties`)
};

const ja_types_lanparties_title = /** @type {(inputs: Types_Lanparties_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANパーティー`)
};

const ko_types_lanparties_title = /** @type {(inputs: Types_Lanparties_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 파티`)
};

/**
* | output |
* | --- |
* | "LAN Parties" |
*
* @param {Types_Lanparties_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_lanparties_title = /** @type {((inputs?: Types_Lanparties_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Lanparties_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_lanparties_title(inputs)
	if (locale === "fr") return fr_types_lanparties_title(inputs)
	if (locale === "es") return es_types_lanparties_title(inputs)
	if (locale === "pt-BR") return pt_br2_types_lanparties_title(inputs)
	if (locale === "ja") return ja_types_lanparties_title(inputs)
	if (locale === "ko") return ko_types_lanparties_title(inputs)
	return en_types_lanparties_title(inputs)
});