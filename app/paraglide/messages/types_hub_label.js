/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Hub_LabelInputs */

const en_types_hub_label = /** @type {(inputs: Types_Hub_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Venue types`)
};

const de_types_hub_label = /** @type {(inputs: Types_Hub_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location-Typen`)
};

const fr_types_hub_label = /** @type {(inputs: Types_Hub_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Types de lieux`)
};

const es_types_hub_label = /** @type {(inputs: Types_Hub_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipos de local`)
};

const pt_br2_types_hub_label = /** @type {(inputs: Types_Hub_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipos de espaço`)
};

const ja_types_hub_label = /** @type {(inputs: Types_Hub_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`施設の種類`)
};

const ko_types_hub_label = /** @type {(inputs: Types_Hub_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`매장 유형`)
};

/**
* | output |
* | --- |
* | "Venue types" |
*
* @param {Types_Hub_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_hub_label = /** @type {((inputs?: Types_Hub_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Hub_LabelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_hub_label(inputs)
	if (locale === "fr") return fr_types_hub_label(inputs)
	if (locale === "es") return es_types_hub_label(inputs)
	if (locale === "pt-BR") return pt_br2_types_hub_label(inputs)
	if (locale === "ja") return ja_types_hub_label(inputs)
	if (locale === "ko") return ko_types_hub_label(inputs)
	return en_types_hub_label(inputs)
});