/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_View_QueueInputs */

const en_adr_view_queue = /** @type {(inputs: Adr_View_QueueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Queue`)
};

const de_adr_view_queue = /** @type {(inputs: Adr_View_QueueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warteschlange`)
};

const fr_adr_view_queue = /** @type {(inputs: Adr_View_QueueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File`)
};

const es_adr_view_queue = /** @type {(inputs: Adr_View_QueueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cola`)
};

const pt_br2_adr_view_queue = /** @type {(inputs: Adr_View_QueueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fila`)
};

const ja_adr_view_queue = /** @type {(inputs: Adr_View_QueueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`キュー`)
};

const ko_adr_view_queue = /** @type {(inputs: Adr_View_QueueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대기열`)
};

/**
* | output |
* | --- |
* | "Queue" |
*
* @param {Adr_View_QueueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_view_queue = /** @type {((inputs?: Adr_View_QueueInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_View_QueueInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_view_queue(inputs)
	if (locale === "fr") return fr_adr_view_queue(inputs)
	if (locale === "es") return es_adr_view_queue(inputs)
	if (locale === "pt-BR") return pt_br2_adr_view_queue(inputs)
	if (locale === "ja") return ja_adr_view_queue(inputs)
	if (locale === "ko") return ko_adr_view_queue(inputs)
	return en_adr_view_queue(inputs)
});