/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ctc_ClearInputs */

const en_ctc_clear = /** @type {(inputs: Ctc_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear search`)
};

const de_ctc_clear = /** @type {(inputs: Ctc_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suche zurücksetzen`)
};

const fr_ctc_clear = /** @type {(inputs: Ctc_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer la recherche`)
};

const es_ctc_clear = /** @type {(inputs: Ctc_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar búsqueda`)
};

const pt_br2_ctc_clear = /** @type {(inputs: Ctc_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limpar busca`)
};

const ja_ctc_clear = /** @type {(inputs: Ctc_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`検索をクリア`)
};

const ko_ctc_clear = /** @type {(inputs: Ctc_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`검색 지우기`)
};

/**
* | output |
* | --- |
* | "Clear search" |
*
* @param {Ctc_ClearInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ctc_clear = /** @type {((inputs?: Ctc_ClearInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ctc_ClearInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ctc_clear(inputs)
	if (locale === "fr") return fr_ctc_clear(inputs)
	if (locale === "es") return es_ctc_clear(inputs)
	if (locale === "pt-BR") return pt_br2_ctc_clear(inputs)
	if (locale === "ja") return ja_ctc_clear(inputs)
	if (locale === "ko") return ko_ctc_clear(inputs)
	return en_ctc_clear(inputs)
});