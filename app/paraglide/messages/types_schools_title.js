/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Schools_TitleInputs */

const en_types_schools_title = /** @type {(inputs: Types_Schools_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schools`)
};

const de_types_schools_title = /** @type {(inputs: Types_Schools_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schulen`)
};

const fr_types_schools_title = /** @type {(inputs: Types_Schools_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écoles`)
};

const es_types_schools_title = /** @type {(inputs: Types_Schools_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escuelas`)
};

const pt_br2_types_schools_title = /** @type {(inputs: Types_Schools_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolas`)
};

const ja_types_schools_title = /** @type {(inputs: Types_Schools_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`学校`)
};

const ko_types_schools_title = /** @type {(inputs: Types_Schools_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`학교`)
};

/**
* | output |
* | --- |
* | "Schools" |
*
* @param {Types_Schools_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_schools_title = /** @type {((inputs?: Types_Schools_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Schools_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_schools_title(inputs)
	if (locale === "fr") return fr_types_schools_title(inputs)
	if (locale === "es") return es_types_schools_title(inputs)
	if (locale === "pt-BR") return pt_br2_types_schools_title(inputs)
	if (locale === "ja") return ja_types_schools_title(inputs)
	if (locale === "ko") return ko_types_schools_title(inputs)
	return en_types_schools_title(inputs)
});