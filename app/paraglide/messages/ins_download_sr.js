/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_Download_SrInputs */

const en_ins_download_sr = /** @type {(inputs: Ins_Download_SrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`of the daily numbers`)
};

const de_ins_download_sr = /** @type {(inputs: Ins_Download_SrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mit den Tageszahlen`)
};

const fr_ins_download_sr = /** @type {(inputs: Ins_Download_SrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`des chiffres quotidiens`)
};

const es_ins_download_sr = /** @type {(inputs: Ins_Download_SrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`de las cifras diarias`)
};

const pt_br2_ins_download_sr = /** @type {(inputs: Ins_Download_SrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dos números diários`)
};

const ja_ins_download_sr = /** @type {(inputs: Ins_Download_SrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（日別の数値）`)
};

const ko_ins_download_sr = /** @type {(inputs: Ins_Download_SrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(일별 수치)`)
};

/**
* | output |
* | --- |
* | "of the daily numbers" |
*
* @param {Ins_Download_SrInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_download_sr = /** @type {((inputs?: Ins_Download_SrInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_Download_SrInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_download_sr(inputs)
	if (locale === "fr") return fr_ins_download_sr(inputs)
	if (locale === "es") return es_ins_download_sr(inputs)
	if (locale === "pt-BR") return pt_br2_ins_download_sr(inputs)
	if (locale === "ja") return ja_ins_download_sr(inputs)
	if (locale === "ko") return ko_ins_download_sr(inputs)
	return en_ins_download_sr(inputs)
});