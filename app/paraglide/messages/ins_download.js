/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_DownloadInputs */

const en_ins_download = /** @type {(inputs: Ins_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download CSV`)
};

const de_ins_download = /** @type {(inputs: Ins_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV herunterladen`)
};

const fr_ins_download = /** @type {(inputs: Ins_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger le CSV`)
};

const es_ins_download = /** @type {(inputs: Ins_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar CSV`)
};

const pt_br2_ins_download = /** @type {(inputs: Ins_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baixar CSV`)
};

const ja_ins_download = /** @type {(inputs: Ins_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV をダウンロード`)
};

const ko_ins_download = /** @type {(inputs: Ins_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV 다운로드`)
};

/**
* | output |
* | --- |
* | "Download CSV" |
*
* @param {Ins_DownloadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_download = /** @type {((inputs?: Ins_DownloadInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_DownloadInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_download(inputs)
	if (locale === "fr") return fr_ins_download(inputs)
	if (locale === "es") return es_ins_download(inputs)
	if (locale === "pt-BR") return pt_br2_ins_download(inputs)
	if (locale === "ja") return ja_ins_download(inputs)
	if (locale === "ko") return ko_ins_download(inputs)
	return en_ins_download(inputs)
});