/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Lan_CenterInputs */

const en_pay_lan_center = /** @type {(inputs: Pay_Lan_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN center`)
};

const de_pay_lan_center = /** @type {(inputs: Pay_Lan_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Center`)
};

const fr_pay_lan_center = /** @type {(inputs: Pay_Lan_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN center`)
};

const es_pay_lan_center = /** @type {(inputs: Pay_Lan_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN center`)
};

const pt_br2_pay_lan_center = /** @type {(inputs: Pay_Lan_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN center`)
};

const ja_pay_lan_center = /** @type {(inputs: Pay_Lan_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN センター`)
};

const ko_pay_lan_center = /** @type {(inputs: Pay_Lan_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터`)
};

/**
* | output |
* | --- |
* | "LAN center" |
*
* @param {Pay_Lan_CenterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_lan_center = /** @type {((inputs?: Pay_Lan_CenterInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Lan_CenterInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_lan_center(inputs)
	if (locale === "fr") return fr_pay_lan_center(inputs)
	if (locale === "es") return es_pay_lan_center(inputs)
	if (locale === "pt-BR") return pt_br2_pay_lan_center(inputs)
	if (locale === "ja") return ja_pay_lan_center(inputs)
	if (locale === "ko") return ko_pay_lan_center(inputs)
	return en_pay_lan_center(inputs)
});