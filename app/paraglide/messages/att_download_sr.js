/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Att_Download_SrInputs */

const en_att_download_sr = /** @type {(inputs: Att_Download_SrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`of the attendees of ${i?.name}`)
};

const de_att_download_sr = /** @type {(inputs: Att_Download_SrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`der Teilnehmenden von ${i?.name}`)
};

const fr_att_download_sr = /** @type {(inputs: Att_Download_SrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`des participants de ${i?.name}`)
};

const es_att_download_sr = /** @type {(inputs: Att_Download_SrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de los asistentes de ${i?.name}`)
};

const pt_br2_att_download_sr = /** @type {(inputs: Att_Download_SrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`dos participantes de ${i?.name}`)
};

const ja_att_download_sr = /** @type {(inputs: Att_Download_SrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（${i?.name} の参加者）`)
};

const ko_att_download_sr = /** @type {(inputs: Att_Download_SrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.name} 참석자)`)
};

/**
* | output |
* | --- |
* | "of the attendees of {name}" |
*
* @param {Att_Download_SrInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const att_download_sr = /** @type {((inputs: Att_Download_SrInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Att_Download_SrInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_att_download_sr(inputs)
	if (locale === "fr") return fr_att_download_sr(inputs)
	if (locale === "es") return es_att_download_sr(inputs)
	if (locale === "pt-BR") return pt_br2_att_download_sr(inputs)
	if (locale === "ja") return ja_att_download_sr(inputs)
	if (locale === "ko") return ko_att_download_sr(inputs)
	return en_att_download_sr(inputs)
});