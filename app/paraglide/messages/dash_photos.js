/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, max: NonNullable<unknown> }} Dash_PhotosInputs */

const en_dash_photos = /** @type {(inputs: Dash_PhotosInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photos (${i?.count} of ${i?.max})`)
};

const de_dash_photos = /** @type {(inputs: Dash_PhotosInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fotos (${i?.count} von ${i?.max})`)
};

const fr_dash_photos = /** @type {(inputs: Dash_PhotosInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photos (${i?.count} sur ${i?.max})`)
};

const es_dash_photos = /** @type {(inputs: Dash_PhotosInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fotos (${i?.count} de ${i?.max})`)
};

const pt_br2_dash_photos = /** @type {(inputs: Dash_PhotosInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fotos (${i?.count} de ${i?.max})`)
};

const ja_dash_photos = /** @type {(inputs: Dash_PhotosInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`写真（${i?.count}/${i?.max}）`)
};

const ko_dash_photos = /** @type {(inputs: Dash_PhotosInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`사진 (${i?.count}/${i?.max})`)
};

/**
* | output |
* | --- |
* | "Photos ({count} of {max})" |
*
* @param {Dash_PhotosInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_photos = /** @type {((inputs: Dash_PhotosInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_PhotosInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_photos(inputs)
	if (locale === "fr") return fr_dash_photos(inputs)
	if (locale === "es") return es_dash_photos(inputs)
	if (locale === "pt-BR") return pt_br2_dash_photos(inputs)
	if (locale === "ja") return ja_dash_photos(inputs)
	if (locale === "ko") return ko_dash_photos(inputs)
	return en_dash_photos(inputs)
});