/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown>, decision: NonNullable<unknown>, by: NonNullable<unknown> }} Arv_Decision_LineInputs */

const en_arv_decision_line = /** @type {(inputs: Arv_Decision_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}: ${i?.decision} by ${i?.by}`)
};

const de_arv_decision_line = /** @type {(inputs: Arv_Decision_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}: ${i?.decision} von ${i?.by}`)
};

const fr_arv_decision_line = /** @type {(inputs: Arv_Decision_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} : ${i?.decision} par ${i?.by}`)
};

const es_arv_decision_line = /** @type {(inputs: Arv_Decision_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}: ${i?.decision} por ${i?.by}`)
};

const pt_br2_arv_decision_line = /** @type {(inputs: Arv_Decision_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}: ${i?.decision} por ${i?.by}`)
};

const ja_arv_decision_line = /** @type {(inputs: Arv_Decision_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}: ${i?.by} が${i?.decision}`)
};

const ko_arv_decision_line = /** @type {(inputs: Arv_Decision_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}: ${i?.by}님이 ${i?.decision}`)
};

/**
* | output |
* | --- |
* | "{when}: {decision} by {by}" |
*
* @param {Arv_Decision_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_decision_line = /** @type {((inputs: Arv_Decision_LineInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_Decision_LineInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_decision_line(inputs)
	if (locale === "fr") return fr_arv_decision_line(inputs)
	if (locale === "es") return es_arv_decision_line(inputs)
	if (locale === "pt-BR") return pt_br2_arv_decision_line(inputs)
	if (locale === "ja") return ja_arv_decision_line(inputs)
	if (locale === "ko") return ko_arv_decision_line(inputs)
	return en_arv_decision_line(inputs)
});