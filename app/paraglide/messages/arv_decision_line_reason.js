/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown>, decision: NonNullable<unknown>, by: NonNullable<unknown>, reason: NonNullable<unknown> }} Arv_Decision_Line_ReasonInputs */

const en_arv_decision_line_reason = /** @type {(inputs: Arv_Decision_Line_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}: ${i?.decision} by ${i?.by} (${i?.reason})`)
};

const de_arv_decision_line_reason = /** @type {(inputs: Arv_Decision_Line_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}: ${i?.decision} von ${i?.by} (${i?.reason})`)
};

const fr_arv_decision_line_reason = /** @type {(inputs: Arv_Decision_Line_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} : ${i?.decision} par ${i?.by} (${i?.reason})`)
};

const es_arv_decision_line_reason = /** @type {(inputs: Arv_Decision_Line_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}: ${i?.decision} por ${i?.by} (${i?.reason})`)
};

const pt_br2_arv_decision_line_reason = /** @type {(inputs: Arv_Decision_Line_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}: ${i?.decision} por ${i?.by} (${i?.reason})`)
};

const ja_arv_decision_line_reason = /** @type {(inputs: Arv_Decision_Line_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}: ${i?.by} が${i?.decision}（${i?.reason}）`)
};

const ko_arv_decision_line_reason = /** @type {(inputs: Arv_Decision_Line_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}: ${i?.by}님이 ${i?.decision} (${i?.reason})`)
};

/**
* | output |
* | --- |
* | "{when}: {decision} by {by} ({reason})" |
*
* @param {Arv_Decision_Line_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_decision_line_reason = /** @type {((inputs: Arv_Decision_Line_ReasonInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_Decision_Line_ReasonInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_decision_line_reason(inputs)
	if (locale === "fr") return fr_arv_decision_line_reason(inputs)
	if (locale === "es") return es_arv_decision_line_reason(inputs)
	if (locale === "pt-BR") return pt_br2_arv_decision_line_reason(inputs)
	if (locale === "ja") return ja_arv_decision_line_reason(inputs)
	if (locale === "ko") return ko_arv_decision_line_reason(inputs)
	return en_arv_decision_line_reason(inputs)
});