/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, count: NonNullable<unknown> }} Center_Photo_StatusInputs */

const en_center_photo_status = /** @type {(inputs: Center_Photo_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.number} of ${i?.count}`)
};

const de_center_photo_status = /** @type {(inputs: Center_Photo_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.number} von ${i?.count}`)
};

const fr_center_photo_status = /** @type {(inputs: Center_Photo_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo ${i?.number} sur ${i?.count}`)
};

const es_center_photo_status = /** @type {(inputs: Center_Photo_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.number} de ${i?.count}`)
};

const pt_br2_center_photo_status = /** @type {(inputs: Center_Photo_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.number} de ${i?.count}`)
};

const ja_center_photo_status = /** @type {(inputs: Center_Photo_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`写真 ${i?.number}/${i?.count}`)
};

const ko_center_photo_status = /** @type {(inputs: Center_Photo_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`사진 ${i?.number}/${i?.count}`)
};

/**
* | output |
* | --- |
* | "Photo {number} of {count}" |
*
* @param {Center_Photo_StatusInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_photo_status = /** @type {((inputs: Center_Photo_StatusInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Photo_StatusInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_photo_status(inputs)
	if (locale === "fr") return fr_center_photo_status(inputs)
	if (locale === "es") return es_center_photo_status(inputs)
	if (locale === "pt-BR") return pt_br2_center_photo_status(inputs)
	if (locale === "ja") return ja_center_photo_status(inputs)
	if (locale === "ko") return ko_center_photo_status(inputs)
	return en_center_photo_status(inputs)
});