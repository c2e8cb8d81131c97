/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ party: NonNullable<unknown>, center: NonNullable<unknown> }} Own_Accept_AriaInputs */

const en_own_accept_aria = /** @type {(inputs: Own_Accept_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Accept ${i?.party} at ${i?.center}`)
};

const de_own_accept_aria = /** @type {(inputs: Own_Accept_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.party} im ${i?.center} annehmen`)
};

const fr_own_accept_aria = /** @type {(inputs: Own_Accept_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Accepter ${i?.party} à ${i?.center}`)
};

const es_own_accept_aria = /** @type {(inputs: Own_Accept_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aceptar ${i?.party} en ${i?.center}`)
};

const pt_br2_own_accept_aria = /** @type {(inputs: Own_Accept_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aceitar ${i?.party} em ${i?.center}`)
};

const ja_own_accept_aria = /** @type {(inputs: Own_Accept_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} での ${i?.party} を承認`)
};

const ko_own_accept_aria = /** @type {(inputs: Own_Accept_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center}의 ${i?.party} 수락`)
};

/**
* | output |
* | --- |
* | "Accept {party} at {center}" |
*
* @param {Own_Accept_AriaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_accept_aria = /** @type {((inputs: Own_Accept_AriaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Accept_AriaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_accept_aria(inputs)
	if (locale === "fr") return fr_own_accept_aria(inputs)
	if (locale === "es") return es_own_accept_aria(inputs)
	if (locale === "pt-BR") return pt_br2_own_accept_aria(inputs)
	if (locale === "ja") return ja_own_accept_aria(inputs)
	if (locale === "ko") return ko_own_accept_aria(inputs)
	return en_own_accept_aria(inputs)
});