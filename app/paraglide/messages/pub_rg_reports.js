/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_ReportsInputs */

const en_pub_rg_reports = /** @type {(inputs: Pub_Rg_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reports and moderation`)
};

const de_pub_rg_reports = /** @type {(inputs: Pub_Rg_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meldungen und Moderation`)
};

const fr_pub_rg_reports = /** @type {(inputs: Pub_Rg_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signalements et modération`)
};

const es_pub_rg_reports = /** @type {(inputs: Pub_Rg_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denuncias y moderación`)
};

const pt_br2_pub_rg_reports = /** @type {(inputs: Pub_Rg_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denúncias e moderação`)
};

const ja_pub_rg_reports = /** @type {(inputs: Pub_Rg_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`報告とモデレーション`)
};

const ko_pub_rg_reports = /** @type {(inputs: Pub_Rg_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`신고와 검토`)
};

/**
* | output |
* | --- |
* | "Reports and moderation" |
*
* @param {Pub_Rg_ReportsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_reports = /** @type {((inputs?: Pub_Rg_ReportsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_ReportsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_reports(inputs)
	if (locale === "fr") return fr_pub_rg_reports(inputs)
	if (locale === "es") return es_pub_rg_reports(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_reports(inputs)
	if (locale === "ja") return ja_pub_rg_reports(inputs)
	if (locale === "ko") return ko_pub_rg_reports(inputs)
	return en_pub_rg_reports(inputs)
});