/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Ls_The_VenueInputs */

const en_own_ls_the_venue = /** @type {(inputs: Own_Ls_The_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the venue`)
};

const de_own_ls_the_venue = /** @type {(inputs: Own_Ls_The_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dem Veranstaltungsort`)
};

const fr_own_ls_the_venue = /** @type {(inputs: Own_Ls_The_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le lieu`)
};

const es_own_ls_the_venue = /** @type {(inputs: Own_Ls_The_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el lugar`)
};

const pt_br2_own_ls_the_venue = /** @type {(inputs: Own_Ls_The_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o local`)
};

const ja_own_ls_the_venue = /** @type {(inputs: Own_Ls_The_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`会場`)
};

const ko_own_ls_the_venue = /** @type {(inputs: Own_Ls_The_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`장소`)
};

/**
* | output |
* | --- |
* | "the venue" |
*
* @param {Own_Ls_The_VenueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_ls_the_venue = /** @type {((inputs?: Own_Ls_The_VenueInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Ls_The_VenueInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_ls_the_venue(inputs)
	if (locale === "fr") return fr_own_ls_the_venue(inputs)
	if (locale === "es") return es_own_ls_the_venue(inputs)
	if (locale === "pt-BR") return pt_br2_own_ls_the_venue(inputs)
	if (locale === "ja") return ja_own_ls_the_venue(inputs)
	if (locale === "ko") return ko_own_ls_the_venue(inputs)
	return en_own_ls_the_venue(inputs)
});