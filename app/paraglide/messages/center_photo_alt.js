/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, number: NonNullable<unknown>, count: NonNullable<unknown> }} Center_Photo_AltInputs */

const en_center_photo_alt = /** @type {(inputs: Center_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, photo ${i?.number} of ${i?.count}`)
};

const de_center_photo_alt = /** @type {(inputs: Center_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, Foto ${i?.number} von ${i?.count}`)
};

const fr_center_photo_alt = /** @type {(inputs: Center_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, photo ${i?.number} sur ${i?.count}`)
};

const es_center_photo_alt = /** @type {(inputs: Center_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, foto ${i?.number} de ${i?.count}`)
};

const pt_br2_center_photo_alt = /** @type {(inputs: Center_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, foto ${i?.number} de ${i?.count}`)
};

const ja_center_photo_alt = /** @type {(inputs: Center_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}、写真 ${i?.number}/${i?.count}`)
};

const ko_center_photo_alt = /** @type {(inputs: Center_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, 사진 ${i?.number}/${i?.count}`)
};

/**
* | output |
* | --- |
* | "{name}, photo {number} of {count}" |
*
* @param {Center_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_photo_alt = /** @type {((inputs: Center_Photo_AltInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Photo_AltInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_photo_alt(inputs)
	if (locale === "fr") return fr_center_photo_alt(inputs)
	if (locale === "es") return es_center_photo_alt(inputs)
	if (locale === "pt-BR") return pt_br2_center_photo_alt(inputs)
	if (locale === "ja") return ja_center_photo_alt(inputs)
	if (locale === "ko") return ko_center_photo_alt(inputs)
	return en_center_photo_alt(inputs)
});