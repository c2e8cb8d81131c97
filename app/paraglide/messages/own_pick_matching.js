/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Pick_MatchingInputs */

const en_own_pick_matching = /** @type {(inputs: Own_Pick_MatchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matching places`)
};

const de_own_pick_matching = /** @type {(inputs: Own_Pick_MatchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passende Orte`)
};

const fr_own_pick_matching = /** @type {(inputs: Own_Pick_MatchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieux correspondants`)
};

const es_own_pick_matching = /** @type {(inputs: Own_Pick_MatchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugares coincidentes`)
};

const pt_br2_own_pick_matching = /** @type {(inputs: Own_Pick_MatchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugares correspondentes`)
};

const ja_own_pick_matching = /** @type {(inputs: Own_Pick_MatchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一致する場所`)
};

const ko_own_pick_matching = /** @type {(inputs: Own_Pick_MatchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`일치하는 장소`)
};

/**
* | output |
* | --- |
* | "Matching places" |
*
* @param {Own_Pick_MatchingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_pick_matching = /** @type {((inputs?: Own_Pick_MatchingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Pick_MatchingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_pick_matching(inputs)
	if (locale === "fr") return fr_own_pick_matching(inputs)
	if (locale === "es") return es_own_pick_matching(inputs)
	if (locale === "pt-BR") return pt_br2_own_pick_matching(inputs)
	if (locale === "ja") return ja_own_pick_matching(inputs)
	if (locale === "ko") return ko_own_pick_matching(inputs)
	return en_own_pick_matching(inputs)
});