/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_StatusInputs */

const en_pay_status = /** @type {(inputs: Pay_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const de_pay_status = /** @type {(inputs: Pay_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const fr_pay_status = /** @type {(inputs: Pay_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statut`)
};

const es_pay_status = /** @type {(inputs: Pay_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado`)
};

const pt_br2_pay_status = /** @type {(inputs: Pay_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const ja_pay_status = /** @type {(inputs: Pay_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ステータス`)
};

const ko_pay_status = /** @type {(inputs: Pay_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`상태`)
};

/**
* | output |
* | --- |
* | "Status" |
*
* @param {Pay_StatusInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_status = /** @type {((inputs?: Pay_StatusInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_StatusInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_status(inputs)
	if (locale === "fr") return fr_pay_status(inputs)
	if (locale === "es") return es_pay_status(inputs)
	if (locale === "pt-BR") return pt_br2_pay_status(inputs)
	if (locale === "ja") return ja_pay_status(inputs)
	if (locale === "ko") return ko_pay_status(inputs)
	return en_pay_status(inputs)
});