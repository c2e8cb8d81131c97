/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Center_Follow_CenterInputs */

const en_center_follow_center = /** @type {(inputs: Center_Follow_CenterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`LAN center ${i?.name}`)
};

const de_center_follow_center = /** @type {(inputs: Center_Follow_CenterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`LAN-Center ${i?.name}`)
};

const fr_center_follow_center = /** @type {(inputs: Center_Follow_CenterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Centre LAN ${i?.name}`)
};

const es_center_follow_center = /** @type {(inputs: Center_Follow_CenterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Centro LAN ${i?.name}`)
};

const pt_br2_center_follow_center = /** @type {(inputs: Center_Follow_CenterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Centro de LAN ${i?.name}`)
};

const ja_center_follow_center = /** @type {(inputs: Center_Follow_CenterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`LANセンター ${i?.name}`)
};

const ko_center_follow_center = /** @type {(inputs: Center_Follow_CenterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`LAN 센터 ${i?.name}`)
};

/**
* | output |
* | --- |
* | "LAN center {name}" |
*
* @param {Center_Follow_CenterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_follow_center = /** @type {((inputs: Center_Follow_CenterInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Follow_CenterInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_follow_center(inputs)
	if (locale === "fr") return fr_center_follow_center(inputs)
	if (locale === "es") return es_center_follow_center(inputs)
	if (locale === "pt-BR") return pt_br2_center_follow_center(inputs)
	if (locale === "ja") return ja_center_follow_center(inputs)
	if (locale === "ko") return ko_center_follow_center(inputs)
	return en_center_follow_center(inputs)
});