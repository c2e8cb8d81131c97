/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Ls_Party_LiveInputs */

const en_own_ls_party_live = /** @type {(inputs: Own_Ls_Party_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live on the events page.`)
};

const de_own_ls_party_live = /** @type {(inputs: Own_Ls_Party_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf der Veranstaltungsseite sichtbar.`)
};

const fr_own_ls_party_live = /** @type {(inputs: Own_Ls_Party_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En ligne sur la page des événements.`)
};

const es_own_ls_party_live = /** @type {(inputs: Own_Ls_Party_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visible en la página de eventos.`)
};

const pt_br2_own_ls_party_live = /** @type {(inputs: Own_Ls_Party_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na página de eventos.`)
};

const ja_own_ls_party_live = /** @type {(inputs: Own_Ls_Party_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`イベントページに掲載中。`)
};

const ko_own_ls_party_live = /** @type {(inputs: Own_Ls_Party_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이벤트 페이지에 표시 중.`)
};

/**
* | output |
* | --- |
* | "Live on the events page." |
*
* @param {Own_Ls_Party_LiveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_ls_party_live = /** @type {((inputs?: Own_Ls_Party_LiveInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Ls_Party_LiveInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_ls_party_live(inputs)
	if (locale === "fr") return fr_own_ls_party_live(inputs)
	if (locale === "es") return es_own_ls_party_live(inputs)
	if (locale === "pt-BR") return pt_br2_own_ls_party_live(inputs)
	if (locale === "ja") return ja_own_ls_party_live(inputs)
	if (locale === "ko") return ko_own_ls_party_live(inputs)
	return en_own_ls_party_live(inputs)
});