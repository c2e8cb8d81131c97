/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Photos_BeforeInputs */

const en_reg_photos_before = /** @type {(inputs: Reg_Photos_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos:`)
};

const de_reg_photos_before = /** @type {(inputs: Reg_Photos_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos:`)
};

const fr_reg_photos_before = /** @type {(inputs: Reg_Photos_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos :`)
};

const es_reg_photos_before = /** @type {(inputs: Reg_Photos_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos:`)
};

const pt_br2_reg_photos_before = /** @type {(inputs: Reg_Photos_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos:`)
};

const ja_reg_photos_before = /** @type {(inputs: Reg_Photos_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`写真：`)
};

const ko_reg_photos_before = /** @type {(inputs: Reg_Photos_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`사진:`)
};

/**
* | output |
* | --- |
* | "Photos:" |
*
* @param {Reg_Photos_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_photos_before = /** @type {((inputs?: Reg_Photos_BeforeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Photos_BeforeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_photos_before(inputs)
	if (locale === "fr") return fr_reg_photos_before(inputs)
	if (locale === "es") return es_reg_photos_before(inputs)
	if (locale === "pt-BR") return pt_br2_reg_photos_before(inputs)
	if (locale === "ja") return ja_reg_photos_before(inputs)
	if (locale === "ko") return ko_reg_photos_before(inputs)
	return en_reg_photos_before(inputs)
});