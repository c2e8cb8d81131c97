/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, name: NonNullable<unknown> }} Dash_Photos_AriaInputs */

const en_dash_photos_aria = /** @type {(inputs: Dash_Photos_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} for ${i?.name}`)
};

const de_dash_photos_aria = /** @type {(inputs: Dash_Photos_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} für ${i?.name}`)
};

const fr_dash_photos_aria = /** @type {(inputs: Dash_Photos_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} pour ${i?.name}`)
};

const es_dash_photos_aria = /** @type {(inputs: Dash_Photos_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} para ${i?.name}`)
};

const pt_br2_dash_photos_aria = /** @type {(inputs: Dash_Photos_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} para ${i?.name}`)
};

const ja_dash_photos_aria = /** @type {(inputs: Dash_Photos_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}の${i?.label}`)
};

const ko_dash_photos_aria = /** @type {(inputs: Dash_Photos_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}의 ${i?.label}`)
};

/**
* | output |
* | --- |
* | "{label} for {name}" |
*
* @param {Dash_Photos_AriaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_photos_aria = /** @type {((inputs: Dash_Photos_AriaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Photos_AriaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_photos_aria(inputs)
	if (locale === "fr") return fr_dash_photos_aria(inputs)
	if (locale === "es") return es_dash_photos_aria(inputs)
	if (locale === "pt-BR") return pt_br2_dash_photos_aria(inputs)
	if (locale === "ja") return ja_dash_photos_aria(inputs)
	if (locale === "ko") return ko_dash_photos_aria(inputs)
	return en_dash_photos_aria(inputs)
});