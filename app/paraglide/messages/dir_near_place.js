/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ place: NonNullable<unknown> }} Dir_Near_PlaceInputs */

const en_dir_near_place = /** @type {(inputs: Dir_Near_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`LAN centers near ${i?.place}`)
};

const de_dir_near_place = /** @type {(inputs: Dir_Near_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`LAN-Center in der Nähe von ${i?.place}`)
};

const fr_dir_near_place = /** @type {(inputs: Dir_Near_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Centres LAN près de ${i?.place}`)
};

const es_dir_near_place = /** @type {(inputs: Dir_Near_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Centros LAN cerca de ${i?.place}`)
};

const pt_br2_dir_near_place = /** @type {(inputs: Dir_Near_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Centros de LAN perto de ${i?.place}`)
};

const ja_dir_near_place = /** @type {(inputs: Dir_Near_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.place}周辺のLANセンター`)
};

const ko_dir_near_place = /** @type {(inputs: Dir_Near_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.place} 주변 LAN 센터`)
};

/**
* | output |
* | --- |
* | "LAN centers near {place}" |
*
* @param {Dir_Near_PlaceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_near_place = /** @type {((inputs: Dir_Near_PlaceInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Near_PlaceInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_near_place(inputs)
	if (locale === "fr") return fr_dir_near_place(inputs)
	if (locale === "es") return es_dir_near_place(inputs)
	if (locale === "pt-BR") return pt_br2_dir_near_place(inputs)
	if (locale === "ja") return ja_dir_near_place(inputs)
	if (locale === "ko") return ko_dir_near_place(inputs)
	return en_dir_near_place(inputs)
});