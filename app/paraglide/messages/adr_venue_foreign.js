/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ center: NonNullable<unknown>, consent: NonNullable<unknown> }} Adr_Venue_ForeignInputs */

const en_adr_venue_foreign = /** @type {(inputs: Adr_Venue_ForeignInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Venue belongs to another owner: ${i?.center} — ${i?.consent}`)
};

const de_adr_venue_foreign = /** @type {(inputs: Adr_Venue_ForeignInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Veranstaltungsort gehört einem anderen Inhaber: ${i?.center} — ${i?.consent}`)
};

const fr_adr_venue_foreign = /** @type {(inputs: Adr_Venue_ForeignInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le lieu appartient à un autre propriétaire : ${i?.center} — ${i?.consent}`)
};

const es_adr_venue_foreign = /** @type {(inputs: Adr_Venue_ForeignInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El lugar pertenece a otro propietario: ${i?.center} — ${i?.consent}`)
};

const pt_br2_adr_venue_foreign = /** @type {(inputs: Adr_Venue_ForeignInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O local pertence a outro proprietário: ${i?.center} — ${i?.consent}`)
};

const ja_adr_venue_foreign = /** @type {(inputs: Adr_Venue_ForeignInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`会場は別のオーナーのものです：${i?.center} — ${i?.consent}`)
};

const ko_adr_venue_foreign = /** @type {(inputs: Adr_Venue_ForeignInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`장소가 다른 소유자의 것입니다: ${i?.center} — ${i?.consent}`)
};

/**
* | output |
* | --- |
* | "Venue belongs to another owner: {center} — {consent}" |
*
* @param {Adr_Venue_ForeignInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_venue_foreign = /** @type {((inputs: Adr_Venue_ForeignInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Venue_ForeignInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_venue_foreign(inputs)
	if (locale === "fr") return fr_adr_venue_foreign(inputs)
	if (locale === "es") return es_adr_venue_foreign(inputs)
	if (locale === "pt-BR") return pt_br2_adr_venue_foreign(inputs)
	if (locale === "ja") return ja_adr_venue_foreign(inputs)
	if (locale === "ko") return ko_adr_venue_foreign(inputs)
	return en_adr_venue_foreign(inputs)
});