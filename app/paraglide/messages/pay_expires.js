/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_ExpiresInputs */

const en_pay_expires = /** @type {(inputs: Pay_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expires`)
};

const de_pay_expires = /** @type {(inputs: Pay_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Läuft ab`)
};

const fr_pay_expires = /** @type {(inputs: Pay_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expire le`)
};

const es_pay_expires = /** @type {(inputs: Pay_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vence`)
};

const pt_br2_pay_expires = /** @type {(inputs: Pay_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expira em`)
};

const ja_pay_expires = /** @type {(inputs: Pay_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有効期限`)
};

const ko_pay_expires = /** @type {(inputs: Pay_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`만료일`)
};

/**
* | output |
* | --- |
* | "Expires" |
*
* @param {Pay_ExpiresInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_expires = /** @type {((inputs?: Pay_ExpiresInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_ExpiresInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_expires(inputs)
	if (locale === "fr") return fr_pay_expires(inputs)
	if (locale === "es") return es_pay_expires(inputs)
	if (locale === "pt-BR") return pt_br2_pay_expires(inputs)
	if (locale === "ja") return ja_pay_expires(inputs)
	if (locale === "ko") return ko_pay_expires(inputs)
	return en_pay_expires(inputs)
});