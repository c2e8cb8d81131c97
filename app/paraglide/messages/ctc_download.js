/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ctc_DownloadInputs */

const en_ctc_download = /** @type {(inputs: Ctc_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download CSV`)
};

const de_ctc_download = /** @type {(inputs: Ctc_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV herunterladen`)
};

const fr_ctc_download = /** @type {(inputs: Ctc_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger le CSV`)
};

const es_ctc_download = /** @type {(inputs: Ctc_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar CSV`)
};

const pt_br2_ctc_download = /** @type {(inputs: Ctc_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baixar CSV`)
};

const ja_ctc_download = /** @type {(inputs: Ctc_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV をダウンロード`)
};

const ko_ctc_download = /** @type {(inputs: Ctc_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV 다운로드`)
};

/**
* | output |
* | --- |
* | "Download CSV" |
*
* @param {Ctc_DownloadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ctc_download = /** @type {((inputs?: Ctc_DownloadInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ctc_DownloadInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ctc_download(inputs)
	if (locale === "fr") return fr_ctc_download(inputs)
	if (locale === "es") return es_ctc_download(inputs)
	if (locale === "pt-BR") return pt_br2_ctc_download(inputs)
	if (locale === "ja") return ja_ctc_download(inputs)
	if (locale === "ko") return ko_ctc_download(inputs)
	return en_ctc_download(inputs)
});