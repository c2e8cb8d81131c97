/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_Unknown_AuthorInputs */

const en_arv_unknown_author = /** @type {(inputs: Arv_Unknown_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(unknown)`)
};

const de_arv_unknown_author = /** @type {(inputs: Arv_Unknown_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(unbekannt)`)
};

const fr_arv_unknown_author = /** @type {(inputs: Arv_Unknown_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(inconnu)`)
};

const es_arv_unknown_author = /** @type {(inputs: Arv_Unknown_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(desconocido)`)
};

const pt_br2_arv_unknown_author = /** @type {(inputs: Arv_Unknown_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(desconhecido)`)
};

const ja_arv_unknown_author = /** @type {(inputs: Arv_Unknown_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（不明）`)
};

const ko_arv_unknown_author = /** @type {(inputs: Arv_Unknown_AuthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(알 수 없음)`)
};

/**
* | output |
* | --- |
* | "(unknown)" |
*
* @param {Arv_Unknown_AuthorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_unknown_author = /** @type {((inputs?: Arv_Unknown_AuthorInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_Unknown_AuthorInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_unknown_author(inputs)
	if (locale === "fr") return fr_arv_unknown_author(inputs)
	if (locale === "es") return es_arv_unknown_author(inputs)
	if (locale === "pt-BR") return pt_br2_arv_unknown_author(inputs)
	if (locale === "ja") return ja_arv_unknown_author(inputs)
	if (locale === "ko") return ko_arv_unknown_author(inputs)
	return en_arv_unknown_author(inputs)
});