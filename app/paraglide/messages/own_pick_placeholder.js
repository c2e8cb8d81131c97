/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Pick_PlaceholderInputs */

const en_own_pick_placeholder = /** @type {(inputs: Own_Pick_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City, e.g. Oslo`)
};

const de_own_pick_placeholder = /** @type {(inputs: Own_Pick_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stadt, z. B. Oslo`)
};

const fr_own_pick_placeholder = /** @type {(inputs: Own_Pick_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ville, p. ex. Oslo`)
};

const es_own_pick_placeholder = /** @type {(inputs: Own_Pick_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ciudad, p. ej. Oslo`)
};

const pt_br2_own_pick_placeholder = /** @type {(inputs: Own_Pick_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cidade, ex.: Oslo`)
};

const ja_own_pick_placeholder = /** @type {(inputs: Own_Pick_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`都市名（例：Oslo）`)
};

const ko_own_pick_placeholder = /** @type {(inputs: Own_Pick_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`도시, 예: Oslo`)
};

/**
* | output |
* | --- |
* | "City, e.g. Oslo" |
*
* @param {Own_Pick_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_pick_placeholder = /** @type {((inputs?: Own_Pick_PlaceholderInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Pick_PlaceholderInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_pick_placeholder(inputs)
	if (locale === "fr") return fr_own_pick_placeholder(inputs)
	if (locale === "es") return es_own_pick_placeholder(inputs)
	if (locale === "pt-BR") return pt_br2_own_pick_placeholder(inputs)
	if (locale === "ja") return ja_own_pick_placeholder(inputs)
	if (locale === "ko") return ko_own_pick_placeholder(inputs)
	return en_own_pick_placeholder(inputs)
});