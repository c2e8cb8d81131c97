/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, name: NonNullable<unknown> }} Pub_Photos_Button_AriaInputs */

const en_pub_photos_button_aria = /** @type {(inputs: Pub_Photos_Button_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, ${i?.name}`)
};

const de_pub_photos_button_aria = /** @type {(inputs: Pub_Photos_Button_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, ${i?.name}`)
};

const fr_pub_photos_button_aria = /** @type {(inputs: Pub_Photos_Button_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, ${i?.name}`)
};

const es_pub_photos_button_aria = /** @type {(inputs: Pub_Photos_Button_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, ${i?.name}`)
};

const pt_br2_pub_photos_button_aria = /** @type {(inputs: Pub_Photos_Button_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, ${i?.name}`)
};

const ja_pub_photos_button_aria = /** @type {(inputs: Pub_Photos_Button_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}、${i?.name}`)
};

const ko_pub_photos_button_aria = /** @type {(inputs: Pub_Photos_Button_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, ${i?.name}`)
};

/**
* | output |
* | --- |
* | "{label}, {name}" |
*
* @param {Pub_Photos_Button_AriaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_photos_button_aria = /** @type {((inputs: Pub_Photos_Button_AriaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Photos_Button_AriaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_photos_button_aria(inputs)
	if (locale === "fr") return fr_pub_photos_button_aria(inputs)
	if (locale === "es") return es_pub_photos_button_aria(inputs)
	if (locale === "pt-BR") return pt_br2_pub_photos_button_aria(inputs)
	if (locale === "ja") return ja_pub_photos_button_aria(inputs)
	if (locale === "ko") return ko_pub_photos_button_aria(inputs)
	return en_pub_photos_button_aria(inputs)
});