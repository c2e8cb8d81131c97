/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rating: NonNullable<unknown> }} Center_Stars_LabelInputs */

const en_center_stars_label = /** @type {(inputs: Center_Stars_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} out of 5 stars`)
};

const de_center_stars_label = /** @type {(inputs: Center_Stars_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} von 5 Sternen`)
};

const fr_center_stars_label = /** @type {(inputs: Center_Stars_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} étoiles sur 5`)
};

const es_center_stars_label = /** @type {(inputs: Center_Stars_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} de 5 estrellas`)
};

const pt_br2_center_stars_label = /** @type {(inputs: Center_Stars_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} de 5 estrelas`)
};

const ja_center_stars_label = /** @type {(inputs: Center_Stars_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`5つ星中${i?.rating}`)
};

const ko_center_stars_label = /** @type {(inputs: Center_Stars_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`5점 만점에 ${i?.rating}점`)
};

/**
* | output |
* | --- |
* | "{rating} out of 5 stars" |
*
* @param {Center_Stars_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_stars_label = /** @type {((inputs: Center_Stars_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Stars_LabelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_stars_label(inputs)
	if (locale === "fr") return fr_center_stars_label(inputs)
	if (locale === "es") return es_center_stars_label(inputs)
	if (locale === "pt-BR") return pt_br2_center_stars_label(inputs)
	if (locale === "ja") return ja_center_stars_label(inputs)
	if (locale === "ko") return ko_center_stars_label(inputs)
	return en_center_stars_label(inputs)
});