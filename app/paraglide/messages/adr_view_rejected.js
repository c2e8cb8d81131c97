/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Adr_View_RejectedInputs */

const en_adr_view_rejected = /** @type {(inputs: Adr_View_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rejected (${i?.count})`)
};

const de_adr_view_rejected = /** @type {(inputs: Adr_View_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abgelehnt (${i?.count})`)
};

const fr_adr_view_rejected = /** @type {(inputs: Adr_View_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refusés (${i?.count})`)
};

const es_adr_view_rejected = /** @type {(inputs: Adr_View_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rechazados (${i?.count})`)
};

const pt_br2_adr_view_rejected = /** @type {(inputs: Adr_View_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rejeitados (${i?.count})`)
};

const ja_adr_view_rejected = /** @type {(inputs: Adr_View_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`却下済み (${i?.count})`)
};

const ko_adr_view_rejected = /** @type {(inputs: Adr_View_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`거부됨 (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Rejected ({count})" |
*
* @param {Adr_View_RejectedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_view_rejected = /** @type {((inputs: Adr_View_RejectedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_View_RejectedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_view_rejected(inputs)
	if (locale === "fr") return fr_adr_view_rejected(inputs)
	if (locale === "es") return es_adr_view_rejected(inputs)
	if (locale === "pt-BR") return pt_br2_adr_view_rejected(inputs)
	if (locale === "ja") return ja_adr_view_rejected(inputs)
	if (locale === "ko") return ko_adr_view_rejected(inputs)
	return en_adr_view_rejected(inputs)
});