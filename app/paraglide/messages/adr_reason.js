/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Adr_ReasonInputs */

const en_adr_reason = /** @type {(inputs: Adr_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reason: ${i?.reason}`)
};

const de_adr_reason = /** @type {(inputs: Adr_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Grund: ${i?.reason}`)
};

const fr_adr_reason = /** @type {(inputs: Adr_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motif : ${i?.reason}`)
};

const es_adr_reason = /** @type {(inputs: Adr_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motivo: ${i?.reason}`)
};

const pt_br2_adr_reason = /** @type {(inputs: Adr_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motivo: ${i?.reason}`)
};

const ja_adr_reason = /** @type {(inputs: Adr_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`理由：${i?.reason}`)
};

const ko_adr_reason = /** @type {(inputs: Adr_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`사유: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Reason: {reason}" |
*
* @param {Adr_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_reason = /** @type {((inputs: Adr_ReasonInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_ReasonInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_reason(inputs)
	if (locale === "fr") return fr_adr_reason(inputs)
	if (locale === "es") return es_adr_reason(inputs)
	if (locale === "pt-BR") return pt_br2_adr_reason(inputs)
	if (locale === "ja") return ja_adr_reason(inputs)
	if (locale === "ko") return ko_adr_reason(inputs)
	return en_adr_reason(inputs)
});