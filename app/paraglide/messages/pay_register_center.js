/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Register_CenterInputs */

const en_pay_register_center = /** @type {(inputs: Pay_Register_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register a LAN Center`)
};

const de_pay_register_center = /** @type {(inputs: Pay_Register_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Center registrieren`)
};

const fr_pay_register_center = /** @type {(inputs: Pay_Register_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrire un LAN center`)
};

const es_pay_register_center = /** @type {(inputs: Pay_Register_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrar un LAN center`)
};

const pt_br2_pay_register_center = /** @type {(inputs: Pay_Register_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cadastrar um LAN center`)
};

const ja_pay_register_center = /** @type {(inputs: Pay_Register_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN センターを登録`)
};

const ko_pay_register_center = /** @type {(inputs: Pay_Register_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터 등록`)
};

/**
* | output |
* | --- |
* | "Register a LAN Center" |
*
* @param {Pay_Register_CenterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_register_center = /** @type {((inputs?: Pay_Register_CenterInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Register_CenterInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_register_center(inputs)
	if (locale === "fr") return fr_pay_register_center(inputs)
	if (locale === "es") return es_pay_register_center(inputs)
	if (locale === "pt-BR") return pt_br2_pay_register_center(inputs)
	if (locale === "ja") return ja_pay_register_center(inputs)
	if (locale === "ko") return ko_pay_register_center(inputs)
	return en_pay_register_center(inputs)
});