/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Att_DownloadInputs */

const en_att_download = /** @type {(inputs: Att_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download CSV`)
};

const de_att_download = /** @type {(inputs: Att_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV herunterladen`)
};

const fr_att_download = /** @type {(inputs: Att_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger le CSV`)
};

const es_att_download = /** @type {(inputs: Att_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar CSV`)
};

const pt_br2_att_download = /** @type {(inputs: Att_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baixar CSV`)
};

const ja_att_download = /** @type {(inputs: Att_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV をダウンロード`)
};

const ko_att_download = /** @type {(inputs: Att_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV 다운로드`)
};

/**
* | output |
* | --- |
* | "Download CSV" |
*
* @param {Att_DownloadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const att_download = /** @type {((inputs?: Att_DownloadInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Att_DownloadInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_att_download(inputs)
	if (locale === "fr") return fr_att_download(inputs)
	if (locale === "es") return es_att_download(inputs)
	if (locale === "pt-BR") return pt_br2_att_download(inputs)
	if (locale === "ja") return ja_att_download(inputs)
	if (locale === "ko") return ko_att_download(inputs)
	return en_att_download(inputs)
});