/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Ls_LiveInputs */

const en_own_ls_live = /** @type {(inputs: Own_Ls_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live on the map.`)
};

const de_own_ls_live = /** @type {(inputs: Own_Ls_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf der Karte sichtbar.`)
};

const fr_own_ls_live = /** @type {(inputs: Own_Ls_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En ligne sur la carte.`)
};

const es_own_ls_live = /** @type {(inputs: Own_Ls_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visible en el mapa.`)
};

const pt_br2_own_ls_live = /** @type {(inputs: Own_Ls_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No mapa.`)
};

const ja_own_ls_live = /** @type {(inputs: Own_Ls_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地図に掲載中。`)
};

const ko_own_ls_live = /** @type {(inputs: Own_Ls_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지도에 표시 중.`)
};

/**
* | output |
* | --- |
* | "Live on the map." |
*
* @param {Own_Ls_LiveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_ls_live = /** @type {((inputs?: Own_Ls_LiveInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Ls_LiveInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_ls_live(inputs)
	if (locale === "fr") return fr_own_ls_live(inputs)
	if (locale === "es") return es_own_ls_live(inputs)
	if (locale === "pt-BR") return pt_br2_own_ls_live(inputs)
	if (locale === "ja") return ja_own_ls_live(inputs)
	if (locale === "ko") return ko_own_ls_live(inputs)
	return en_own_ls_live(inputs)
});