/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Adr_Previous_ReasonInputs */

const en_adr_previous_reason = /** @type {(inputs: Adr_Previous_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Previous reason: ${i?.reason}`)
};

const de_adr_previous_reason = /** @type {(inputs: Adr_Previous_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vorheriger Grund: ${i?.reason}`)
};

const fr_adr_previous_reason = /** @type {(inputs: Adr_Previous_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motif précédent : ${i?.reason}`)
};

const es_adr_previous_reason = /** @type {(inputs: Adr_Previous_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motivo anterior: ${i?.reason}`)
};

const pt_br2_adr_previous_reason = /** @type {(inputs: Adr_Previous_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motivo anterior: ${i?.reason}`)
};

const ja_adr_previous_reason = /** @type {(inputs: Adr_Previous_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`前回の理由：${i?.reason}`)
};

const ko_adr_previous_reason = /** @type {(inputs: Adr_Previous_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`이전 사유: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Previous reason: {reason}" |
*
* @param {Adr_Previous_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_previous_reason = /** @type {((inputs: Adr_Previous_ReasonInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Previous_ReasonInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_previous_reason(inputs)
	if (locale === "fr") return fr_adr_previous_reason(inputs)
	if (locale === "es") return es_adr_previous_reason(inputs)
	if (locale === "pt-BR") return pt_br2_adr_previous_reason(inputs)
	if (locale === "ja") return ja_adr_previous_reason(inputs)
	if (locale === "ko") return ko_adr_previous_reason(inputs)
	return en_adr_previous_reason(inputs)
});