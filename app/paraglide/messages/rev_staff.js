/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rev_StaffInputs */

const en_rev_staff = /** @type {(inputs: Rev_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staff`)
};

const de_rev_staff = /** @type {(inputs: Rev_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personal`)
};

const fr_rev_staff = /** @type {(inputs: Rev_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personnel`)
};

const es_rev_staff = /** @type {(inputs: Rev_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personal`)
};

const pt_br2_rev_staff = /** @type {(inputs: Rev_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Equipe`)
};

const ja_rev_staff = /** @type {(inputs: Rev_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`スタッフ`)
};

const ko_rev_staff = /** @type {(inputs: Rev_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`직원`)
};

/**
* | output |
* | --- |
* | "Staff" |
*
* @param {Rev_StaffInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_staff = /** @type {((inputs?: Rev_StaffInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_StaffInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_staff(inputs)
	if (locale === "fr") return fr_rev_staff(inputs)
	if (locale === "es") return es_rev_staff(inputs)
	if (locale === "pt-BR") return pt_br2_rev_staff(inputs)
	if (locale === "ja") return ja_rev_staff(inputs)
	if (locale === "ko") return ko_rev_staff(inputs)
	return en_rev_staff(inputs)
});