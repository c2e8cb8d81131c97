/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_ApproveInputs */

const en_adr_approve = /** @type {(inputs: Adr_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve`)
};

const de_adr_approve = /** @type {(inputs: Adr_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annehmen`)
};

const fr_adr_approve = /** @type {(inputs: Adr_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approuver`)
};

const es_adr_approve = /** @type {(inputs: Adr_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprobar`)
};

const pt_br2_adr_approve = /** @type {(inputs: Adr_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprovar`)
};

const ja_adr_approve = /** @type {(inputs: Adr_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`承認する`)
};

const ko_adr_approve = /** @type {(inputs: Adr_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`승인`)
};

/**
* | output |
* | --- |
* | "Approve" |
*
* @param {Adr_ApproveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_approve = /** @type {((inputs?: Adr_ApproveInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_ApproveInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_approve(inputs)
	if (locale === "fr") return fr_adr_approve(inputs)
	if (locale === "es") return es_adr_approve(inputs)
	if (locale === "pt-BR") return pt_br2_adr_approve(inputs)
	if (locale === "ja") return ja_adr_approve(inputs)
	if (locale === "ko") return ko_adr_approve(inputs)
	return en_adr_approve(inputs)
});