/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ party: NonNullable<unknown>, center: NonNullable<unknown> }} Own_Decline_AriaInputs */

const en_own_decline_aria = /** @type {(inputs: Own_Decline_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Decline ${i?.party} at ${i?.center}`)
};

const de_own_decline_aria = /** @type {(inputs: Own_Decline_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.party} im ${i?.center} ablehnen`)
};

const fr_own_decline_aria = /** @type {(inputs: Own_Decline_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refuser ${i?.party} à ${i?.center}`)
};

const es_own_decline_aria = /** @type {(inputs: Own_Decline_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rechazar ${i?.party} en ${i?.center}`)
};

const pt_br2_own_decline_aria = /** @type {(inputs: Own_Decline_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recusar ${i?.party} em ${i?.center}`)
};

const ja_own_decline_aria = /** @type {(inputs: Own_Decline_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} での ${i?.party} を辞退`)
};

const ko_own_decline_aria = /** @type {(inputs: Own_Decline_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center}의 ${i?.party} 거절`)
};

/**
* | output |
* | --- |
* | "Decline {party} at {center}" |
*
* @param {Own_Decline_AriaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_decline_aria = /** @type {((inputs: Own_Decline_AriaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Decline_AriaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_decline_aria(inputs)
	if (locale === "fr") return fr_own_decline_aria(inputs)
	if (locale === "es") return es_own_decline_aria(inputs)
	if (locale === "pt-BR") return pt_br2_own_decline_aria(inputs)
	if (locale === "ja") return ja_own_decline_aria(inputs)
	if (locale === "ko") return ko_own_decline_aria(inputs)
	return en_own_decline_aria(inputs)
});