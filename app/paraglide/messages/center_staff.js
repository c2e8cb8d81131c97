/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_StaffInputs */

const en_center_staff = /** @type {(inputs: Center_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staff`)
};

const de_center_staff = /** @type {(inputs: Center_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personal`)
};

const fr_center_staff = /** @type {(inputs: Center_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personnel`)
};

const es_center_staff = /** @type {(inputs: Center_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personal`)
};

const pt_br2_center_staff = /** @type {(inputs: Center_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Equipe`)
};

const ja_center_staff = /** @type {(inputs: Center_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`スタッフ`)
};

const ko_center_staff = /** @type {(inputs: Center_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`직원`)
};

/**
* | output |
* | --- |
* | "Staff" |
*
* @param {Center_StaffInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_staff = /** @type {((inputs?: Center_StaffInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_StaffInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_staff(inputs)
	if (locale === "fr") return fr_center_staff(inputs)
	if (locale === "es") return es_center_staff(inputs)
	if (locale === "pt-BR") return pt_br2_center_staff(inputs)
	if (locale === "ja") return ja_center_staff(inputs)
	if (locale === "ko") return ko_center_staff(inputs)
	return en_center_staff(inputs)
});