/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_ReportedInputs */

const en_arv_reported = /** @type {(inputs: Arv_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reported`)
};

const de_arv_reported = /** @type {(inputs: Arv_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gemeldet`)
};

const fr_arv_reported = /** @type {(inputs: Arv_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signalés`)
};

const es_arv_reported = /** @type {(inputs: Arv_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denunciadas`)
};

const pt_br2_arv_reported = /** @type {(inputs: Arv_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denunciadas`)
};

const ja_arv_reported = /** @type {(inputs: Arv_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`報告済み`)
};

const ko_arv_reported = /** @type {(inputs: Arv_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`신고됨`)
};

/**
* | output |
* | --- |
* | "Reported" |
*
* @param {Arv_ReportedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_reported = /** @type {((inputs?: Arv_ReportedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_ReportedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_reported(inputs)
	if (locale === "fr") return fr_arv_reported(inputs)
	if (locale === "es") return es_arv_reported(inputs)
	if (locale === "pt-BR") return pt_br2_arv_reported(inputs)
	if (locale === "ja") return ja_arv_reported(inputs)
	if (locale === "ko") return ko_arv_reported(inputs)
	return en_arv_reported(inputs)
});