/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Type_OtherInputs */

const en_landing_type_other = /** @type {(inputs: Landing_Type_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other`)
};

const de_landing_type_other = /** @type {(inputs: Landing_Type_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sonstiges`)
};

const fr_landing_type_other = /** @type {(inputs: Landing_Type_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autre`)
};

const es_landing_type_other = /** @type {(inputs: Landing_Type_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otro`)
};

const pt_br2_landing_type_other = /** @type {(inputs: Landing_Type_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outro`)
};

const ja_landing_type_other = /** @type {(inputs: Landing_Type_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`その他`)
};

const ko_landing_type_other = /** @type {(inputs: Landing_Type_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`기타`)
};

/**
* | output |
* | --- |
* | "Other" |
*
* @param {Landing_Type_OtherInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_type_other = /** @type {((inputs?: Landing_Type_OtherInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Type_OtherInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_type_other(inputs)
	if (locale === "fr") return fr_landing_type_other(inputs)
	if (locale === "es") return es_landing_type_other(inputs)
	if (locale === "pt-BR") return pt_br2_landing_type_other(inputs)
	if (locale === "ja") return ja_landing_type_other(inputs)
	if (locale === "ko") return ko_landing_type_other(inputs)
	return en_landing_type_other(inputs)
});