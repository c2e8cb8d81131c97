/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Status_ActiveInputs */

const en_pay_status_active = /** @type {(inputs: Pay_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

const de_pay_status_active = /** @type {(inputs: Pay_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktiv`)
};

const fr_pay_status_active = /** @type {(inputs: Pay_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actif`)
};

const es_pay_status_active = /** @type {(inputs: Pay_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activa`)
};

const pt_br2_pay_status_active = /** @type {(inputs: Pay_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ativa`)
};

const ja_pay_status_active = /** @type {(inputs: Pay_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有効`)
};

const ko_pay_status_active = /** @type {(inputs: Pay_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`활성`)
};

/**
* | output |
* | --- |
* | "Active" |
*
* @param {Pay_Status_ActiveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_status_active = /** @type {((inputs?: Pay_Status_ActiveInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Status_ActiveInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_status_active(inputs)
	if (locale === "fr") return fr_pay_status_active(inputs)
	if (locale === "es") return es_pay_status_active(inputs)
	if (locale === "pt-BR") return pt_br2_pay_status_active(inputs)
	if (locale === "ja") return ja_pay_status_active(inputs)
	if (locale === "ko") return ko_pay_status_active(inputs)
	return en_pay_status_active(inputs)
});