/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_ReportInputs */

const en_center_report = /** @type {(inputs: Center_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report`)
};

const de_center_report = /** @type {(inputs: Center_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melden`)
};

const fr_center_report = /** @type {(inputs: Center_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signaler`)
};

const es_center_report = /** @type {(inputs: Center_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denunciar`)
};

const pt_br2_center_report = /** @type {(inputs: Center_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denunciar`)
};

const ja_center_report = /** @type {(inputs: Center_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`報告`)
};

const ko_center_report = /** @type {(inputs: Center_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`신고`)
};

/**
* | output |
* | --- |
* | "Report" |
*
* @param {Center_ReportInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_report = /** @type {((inputs?: Center_ReportInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_ReportInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_report(inputs)
	if (locale === "fr") return fr_center_report(inputs)
	if (locale === "es") return es_center_report(inputs)
	if (locale === "pt-BR") return pt_br2_center_report(inputs)
	if (locale === "ja") return ja_center_report(inputs)
	if (locale === "ko") return ko_center_report(inputs)
	return en_center_report(inputs)
});