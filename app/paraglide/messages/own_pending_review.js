/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Pending_ReviewInputs */

const en_own_pending_review = /** @type {(inputs: Own_Pending_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending Review`)
};

const de_own_pending_review = /** @type {(inputs: Own_Pending_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prüfung ausstehend`)
};

const fr_own_pending_review = /** @type {(inputs: Own_Pending_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente de vérification`)
};

const es_own_pending_review = /** @type {(inputs: Own_Pending_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pendiente de revisión`)
};

const pt_br2_own_pending_review = /** @type {(inputs: Own_Pending_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aguardando análise`)
};

const ja_own_pending_review = /** @type {(inputs: Own_Pending_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`審査待ち`)
};

const ko_own_pending_review = /** @type {(inputs: Own_Pending_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`검토 대기 중`)
};

/**
* | output |
* | --- |
* | "Pending Review" |
*
* @param {Own_Pending_ReviewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_pending_review = /** @type {((inputs?: Own_Pending_ReviewInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Pending_ReviewInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_pending_review(inputs)
	if (locale === "fr") return fr_own_pending_review(inputs)
	if (locale === "es") return es_own_pending_review(inputs)
	if (locale === "pt-BR") return pt_br2_own_pending_review(inputs)
	if (locale === "ja") return ja_own_pending_review(inputs)
	if (locale === "ko") return ko_own_pending_review(inputs)
	return en_own_pending_review(inputs)
});