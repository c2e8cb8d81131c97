/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Event_Ics_FileInputs */

const en_event_ics_file = /** @type {(inputs: Event_Ics_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (${i?.name}, .ics file)`)
};

const de_event_ics_file = /** @type {(inputs: Event_Ics_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (${i?.name}, .ics-Datei)`)
};

const fr_event_ics_file = /** @type {(inputs: Event_Ics_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (${i?.name}, fichier .ics)`)
};

const es_event_ics_file = /** @type {(inputs: Event_Ics_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (${i?.name}, archivo .ics)`)
};

const pt_br2_event_ics_file = /** @type {(inputs: Event_Ics_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (${i?.name}, arquivo .ics)`)
};

const ja_event_ics_file = /** @type {(inputs: Event_Ics_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（${i?.name}、.icsファイル）`)
};

const ko_event_ics_file = /** @type {(inputs: Event_Ics_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (${i?.name}, .ics 파일)`)
};

/**
* | output |
* | --- |
* | "({name}, .ics file)" |
*
* @param {Event_Ics_FileInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_ics_file = /** @type {((inputs: Event_Ics_FileInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Ics_FileInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_ics_file(inputs)
	if (locale === "fr") return fr_event_ics_file(inputs)
	if (locale === "es") return es_event_ics_file(inputs)
	if (locale === "pt-BR") return pt_br2_event_ics_file(inputs)
	if (locale === "ja") return ja_event_ics_file(inputs)
	if (locale === "ko") return ko_event_ics_file(inputs)
	return en_event_ics_file(inputs)
});