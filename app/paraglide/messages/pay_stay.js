/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_StayInputs */

const en_pay_stay = /** @type {(inputs: Pay_StayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stay on This Page`)
};

const de_pay_stay = /** @type {(inputs: Pay_StayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf dieser Seite bleiben`)
};

const fr_pay_stay = /** @type {(inputs: Pay_StayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rester sur cette page`)
};

const es_pay_stay = /** @type {(inputs: Pay_StayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quedarme en esta página`)
};

const pt_br2_pay_stay = /** @type {(inputs: Pay_StayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ficar nesta página`)
};

const ja_pay_stay = /** @type {(inputs: Pay_StayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このページにとどまる`)
};

const ko_pay_stay = /** @type {(inputs: Pay_StayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 페이지에 머무르기`)
};

/**
* | output |
* | --- |
* | "Stay on This Page" |
*
* @param {Pay_StayInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_stay = /** @type {((inputs?: Pay_StayInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_StayInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_stay(inputs)
	if (locale === "fr") return fr_pay_stay(inputs)
	if (locale === "es") return es_pay_stay(inputs)
	if (locale === "pt-BR") return pt_br2_pay_stay(inputs)
	if (locale === "ja") return ja_pay_stay(inputs)
	if (locale === "ko") return ko_pay_stay(inputs)
	return en_pay_stay(inputs)
});