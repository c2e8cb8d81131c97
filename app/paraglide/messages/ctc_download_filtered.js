/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ctc_Download_FilteredInputs */

const en_ctc_download_filtered = /** @type {(inputs: Ctc_Download_FilteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download CSV (these contacts)`)
};

const de_ctc_download_filtered = /** @type {(inputs: Ctc_Download_FilteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV herunterladen (diese Kontakte)`)
};

const fr_ctc_download_filtered = /** @type {(inputs: Ctc_Download_FilteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger le CSV (ces contacts)`)
};

const es_ctc_download_filtered = /** @type {(inputs: Ctc_Download_FilteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar CSV (estos contactos)`)
};

const pt_br2_ctc_download_filtered = /** @type {(inputs: Ctc_Download_FilteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baixar CSV (estes contatos)`)
};

const ja_ctc_download_filtered = /** @type {(inputs: Ctc_Download_FilteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV をダウンロード（この連絡先）`)
};

const ko_ctc_download_filtered = /** @type {(inputs: Ctc_Download_FilteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV 다운로드(이 연락처)`)
};

/**
* | output |
* | --- |
* | "Download CSV (these contacts)" |
*
* @param {Ctc_Download_FilteredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ctc_download_filtered = /** @type {((inputs?: Ctc_Download_FilteredInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ctc_Download_FilteredInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ctc_download_filtered(inputs)
	if (locale === "fr") return fr_ctc_download_filtered(inputs)
	if (locale === "es") return es_ctc_download_filtered(inputs)
	if (locale === "pt-BR") return pt_br2_ctc_download_filtered(inputs)
	if (locale === "ja") return ja_ctc_download_filtered(inputs)
	if (locale === "ko") return ko_ctc_download_filtered(inputs)
	return en_ctc_download_filtered(inputs)
});