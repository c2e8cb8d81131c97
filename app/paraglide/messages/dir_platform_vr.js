/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_Platform_VrInputs */

const en_dir_platform_vr = /** @type {(inputs: Dir_Platform_VrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VR`)
};

const de_dir_platform_vr = /** @type {(inputs: Dir_Platform_VrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VR`)
};

const fr_dir_platform_vr = /** @type {(inputs: Dir_Platform_VrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VR`)
};

const es_dir_platform_vr = /** @type {(inputs: Dir_Platform_VrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RV`)
};

const pt_br2_dir_platform_vr = /** @type {(inputs: Dir_Platform_VrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VR`)
};

const ja_dir_platform_vr = /** @type {(inputs: Dir_Platform_VrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VR`)
};

const ko_dir_platform_vr = /** @type {(inputs: Dir_Platform_VrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VR`)
};

/**
* | output |
* | --- |
* | "VR" |
*
* @param {Dir_Platform_VrInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_platform_vr = /** @type {((inputs?: Dir_Platform_VrInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Platform_VrInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_platform_vr(inputs)
	if (locale === "fr") return fr_dir_platform_vr(inputs)
	if (locale === "es") return es_dir_platform_vr(inputs)
	if (locale === "pt-BR") return pt_br2_dir_platform_vr(inputs)
	if (locale === "ja") return ja_dir_platform_vr(inputs)
	if (locale === "ko") return ko_dir_platform_vr(inputs)
	return en_dir_platform_vr(inputs)
});