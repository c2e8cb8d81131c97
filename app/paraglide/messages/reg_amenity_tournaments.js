/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Amenity_TournamentsInputs */

const en_reg_amenity_tournaments = /** @type {(inputs: Reg_Amenity_TournamentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tournaments`)
};

const de_reg_amenity_tournaments = /** @type {(inputs: Reg_Amenity_TournamentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turniere`)
};

const fr_reg_amenity_tournaments = /** @type {(inputs: Reg_Amenity_TournamentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tournois`)
};

const es_reg_amenity_tournaments = /** @type {(inputs: Reg_Amenity_TournamentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Torneos`)
};

const pt_br2_reg_amenity_tournaments = /** @type {(inputs: Reg_Amenity_TournamentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Torneios`)
};

const ja_reg_amenity_tournaments = /** @type {(inputs: Reg_Amenity_TournamentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`大会`)
};

const ko_reg_amenity_tournaments = /** @type {(inputs: Reg_Amenity_TournamentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대회`)
};

/**
* | output |
* | --- |
* | "Tournaments" |
*
* @param {Reg_Amenity_TournamentsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_amenity_tournaments = /** @type {((inputs?: Reg_Amenity_TournamentsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Amenity_TournamentsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_amenity_tournaments(inputs)
	if (locale === "fr") return fr_reg_amenity_tournaments(inputs)
	if (locale === "es") return es_reg_amenity_tournaments(inputs)
	if (locale === "pt-BR") return pt_br2_reg_amenity_tournaments(inputs)
	if (locale === "ja") return ja_reg_amenity_tournaments(inputs)
	if (locale === "ko") return ko_reg_amenity_tournaments(inputs)
	return en_reg_amenity_tournaments(inputs)
});