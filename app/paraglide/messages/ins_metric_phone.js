/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_Metric_PhoneInputs */

const en_ins_metric_phone = /** @type {(inputs: Ins_Metric_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone taps`)
};

const de_ins_metric_phone = /** @type {(inputs: Ins_Metric_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anrufe per Tippen`)
};

const fr_ins_metric_phone = /** @type {(inputs: Ins_Metric_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appels téléphoniques`)
};

const es_ins_metric_phone = /** @type {(inputs: Ins_Metric_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toques en el teléfono`)
};

const pt_br2_ins_metric_phone = /** @type {(inputs: Ins_Metric_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toques no telefone`)
};

const ja_ins_metric_phone = /** @type {(inputs: Ins_Metric_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`電話のタップ数`)
};

const ko_ins_metric_phone = /** @type {(inputs: Ins_Metric_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`전화 탭 수`)
};

/**
* | output |
* | --- |
* | "Phone taps" |
*
* @param {Ins_Metric_PhoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_metric_phone = /** @type {((inputs?: Ins_Metric_PhoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_Metric_PhoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_metric_phone(inputs)
	if (locale === "fr") return fr_ins_metric_phone(inputs)
	if (locale === "es") return es_ins_metric_phone(inputs)
	if (locale === "pt-BR") return pt_br2_ins_metric_phone(inputs)
	if (locale === "ja") return ja_ins_metric_phone(inputs)
	if (locale === "ko") return ko_ins_metric_phone(inputs)
	return en_ins_metric_phone(inputs)
});