/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ center: NonNullable<unknown>, start: NonNullable<unknown>, end: NonNullable<unknown> }} Own_Venue_AtInputs */

const en_own_venue_at = /** @type {(inputs: Own_Venue_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At ${i?.center} · ${i?.start} – ${i?.end}`)
};

const de_own_venue_at = /** @type {(inputs: Own_Venue_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Im ${i?.center} · ${i?.start} – ${i?.end}`)
};

const fr_own_venue_at = /** @type {(inputs: Own_Venue_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À ${i?.center} · ${i?.start} – ${i?.end}`)
};

const es_own_venue_at = /** @type {(inputs: Own_Venue_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En ${i?.center} · ${i?.start} – ${i?.end}`)
};

const pt_br2_own_venue_at = /** @type {(inputs: Own_Venue_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Em ${i?.center} · ${i?.start} – ${i?.end}`)
};

const ja_own_venue_at = /** @type {(inputs: Own_Venue_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} · ${i?.start} – ${i?.end}`)
};

const ko_own_venue_at = /** @type {(inputs: Own_Venue_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} · ${i?.start} – ${i?.end}`)
};

/**
* | output |
* | --- |
* | "At {center} · {start} – {end}" |
*
* @param {Own_Venue_AtInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_venue_at = /** @type {((inputs: Own_Venue_AtInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Venue_AtInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_venue_at(inputs)
	if (locale === "fr") return fr_own_venue_at(inputs)
	if (locale === "es") return es_own_venue_at(inputs)
	if (locale === "pt-BR") return pt_br2_own_venue_at(inputs)
	if (locale === "ja") return ja_own_venue_at(inputs)
	if (locale === "ko") return ko_own_venue_at(inputs)
	return en_own_venue_at(inputs)
});