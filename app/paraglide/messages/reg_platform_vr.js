/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Platform_VrInputs */

const en_reg_platform_vr = /** @type {(inputs: Reg_Platform_VrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VR`)
};

const de_reg_platform_vr = /** @type {(inputs: Reg_Platform_VrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VR`)
};

const fr_reg_platform_vr = /** @type {(inputs: Reg_Platform_VrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VR`)
};

const es_reg_platform_vr = /** @type {(inputs: Reg_Platform_VrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VR`)
};

const pt_br2_reg_platform_vr = /** @type {(inputs: Reg_Platform_VrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VR`)
};

const ja_reg_platform_vr = /** @type {(inputs: Reg_Platform_VrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VR`)
};

const ko_reg_platform_vr = /** @type {(inputs: Reg_Platform_VrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VR`)
};

/**
* | output |
* | --- |
* | "VR" |
*
* @param {Reg_Platform_VrInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_platform_vr = /** @type {((inputs?: Reg_Platform_VrInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Platform_VrInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_platform_vr(inputs)
	if (locale === "fr") return fr_reg_platform_vr(inputs)
	if (locale === "es") return es_reg_platform_vr(inputs)
	if (locale === "pt-BR") return pt_br2_reg_platform_vr(inputs)
	if (locale === "ja") return ja_reg_platform_vr(inputs)
	if (locale === "ko") return ko_reg_platform_vr(inputs)
	return en_reg_platform_vr(inputs)
});