/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ firstName: NonNullable<unknown> }} Me_HiInputs */

const en_me_hi = /** @type {(inputs: Me_HiInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hi, ${i?.firstName}`)
};

const de_me_hi = /** @type {(inputs: Me_HiInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hallo, ${i?.firstName}`)
};

const fr_me_hi = /** @type {(inputs: Me_HiInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonjour, ${i?.firstName}`)
};

const es_me_hi = /** @type {(inputs: Me_HiInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hola, ${i?.firstName}`)
};

const pt_br2_me_hi = /** @type {(inputs: Me_HiInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Olá, ${i?.firstName}`)
};

const ja_me_hi = /** @type {(inputs: Me_HiInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`こんにちは、${i?.firstName}さん`)
};

const ko_me_hi = /** @type {(inputs: Me_HiInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.firstName}님, 안녕하세요`)
};

/**
* | output |
* | --- |
* | "Hi, {firstName}" |
*
* @param {Me_HiInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_hi = /** @type {((inputs: Me_HiInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_HiInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_hi(inputs)
	if (locale === "fr") return fr_me_hi(inputs)
	if (locale === "es") return es_me_hi(inputs)
	if (locale === "pt-BR") return pt_br2_me_hi(inputs)
	if (locale === "ja") return ja_me_hi(inputs)
	if (locale === "ko") return ko_me_hi(inputs)
	return en_me_hi(inputs)
});