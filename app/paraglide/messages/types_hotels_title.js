/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Hotels_TitleInputs */

const en_types_hotels_title = /** @type {(inputs: Types_Hotels_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hotels`)
};

const de_types_hotels_title = /** @type {(inputs: Types_Hotels_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hotels`)
};

const fr_types_hotels_title = /** @type {(inputs: Types_Hotels_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hôtels`)
};

const es_types_hotels_title = /** @type {(inputs: Types_Hotels_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoteles`)
};

const pt_br2_types_hotels_title = /** @type {(inputs: Types_Hotels_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hotéis`)
};

const ja_types_hotels_title = /** @type {(inputs: Types_Hotels_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ホテル`)
};

const ko_types_hotels_title = /** @type {(inputs: Types_Hotels_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`호텔`)
};

/**
* | output |
* | --- |
* | "Hotels" |
*
* @param {Types_Hotels_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_hotels_title = /** @type {((inputs?: Types_Hotels_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Hotels_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_hotels_title(inputs)
	if (locale === "fr") return fr_types_hotels_title(inputs)
	if (locale === "es") return es_types_hotels_title(inputs)
	if (locale === "pt-BR") return pt_br2_types_hotels_title(inputs)
	if (locale === "ja") return ja_types_hotels_title(inputs)
	if (locale === "ko") return ko_types_hotels_title(inputs)
	return en_types_hotels_title(inputs)
});