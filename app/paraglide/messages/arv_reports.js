/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ list: NonNullable<unknown> }} Arv_ReportsInputs */

const en_arv_reports = /** @type {(inputs: Arv_ReportsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reports: ${i?.list}`)
};

const de_arv_reports = /** @type {(inputs: Arv_ReportsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Meldungen: ${i?.list}`)
};

const fr_arv_reports = /** @type {(inputs: Arv_ReportsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signalements : ${i?.list}`)
};

const es_arv_reports = /** @type {(inputs: Arv_ReportsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Denuncias: ${i?.list}`)
};

const pt_br2_arv_reports = /** @type {(inputs: Arv_ReportsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Denúncias: ${i?.list}`)
};

const ja_arv_reports = /** @type {(inputs: Arv_ReportsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`報告: ${i?.list}`)
};

const ko_arv_reports = /** @type {(inputs: Arv_ReportsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`신고: ${i?.list}`)
};

/**
* | output |
* | --- |
* | "Reports: {list}" |
*
* @param {Arv_ReportsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_reports = /** @type {((inputs: Arv_ReportsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_ReportsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_reports(inputs)
	if (locale === "fr") return fr_arv_reports(inputs)
	if (locale === "es") return es_arv_reports(inputs)
	if (locale === "pt-BR") return pt_br2_arv_reports(inputs)
	if (locale === "ja") return ja_arv_reports(inputs)
	if (locale === "ko") return ko_arv_reports(inputs)
	return en_arv_reports(inputs)
});