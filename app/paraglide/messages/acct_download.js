/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Acct_DownloadInputs */

const en_acct_download = /** @type {(inputs: Acct_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download my data`)
};

const de_acct_download = /** @type {(inputs: Acct_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Daten herunterladen`)
};

const fr_acct_download = /** @type {(inputs: Acct_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger mes données`)
};

const es_acct_download = /** @type {(inputs: Acct_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar mis datos`)
};

const pt_br2_acct_download = /** @type {(inputs: Acct_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baixar meus dados`)
};

const ja_acct_download = /** @type {(inputs: Acct_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`データをダウンロード`)
};

const ko_acct_download = /** @type {(inputs: Acct_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`내 데이터 다운로드`)
};

/**
* | output |
* | --- |
* | "Download my data" |
*
* @param {Acct_DownloadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_download = /** @type {((inputs?: Acct_DownloadInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acct_DownloadInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_acct_download(inputs)
	if (locale === "fr") return fr_acct_download(inputs)
	if (locale === "es") return es_acct_download(inputs)
	if (locale === "pt-BR") return pt_br2_acct_download(inputs)
	if (locale === "ja") return ja_acct_download(inputs)
	if (locale === "ko") return ko_acct_download(inputs)
	return en_acct_download(inputs)
});