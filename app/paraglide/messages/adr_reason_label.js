/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Adr_Reason_LabelInputs */

const en_adr_reason_label = /** @type {(inputs: Adr_Reason_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reason for rejecting ${i?.name}`)
};

const de_adr_reason_label = /** @type {(inputs: Adr_Reason_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Grund für die Ablehnung von ${i?.name}`)
};

const fr_adr_reason_label = /** @type {(inputs: Adr_Reason_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motif du refus de ${i?.name}`)
};

const es_adr_reason_label = /** @type {(inputs: Adr_Reason_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motivo del rechazo de ${i?.name}`)
};

const pt_br2_adr_reason_label = /** @type {(inputs: Adr_Reason_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motivo da rejeição de ${i?.name}`)
};

const ja_adr_reason_label = /** @type {(inputs: Adr_Reason_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} を却下する理由`)
};

const ko_adr_reason_label = /** @type {(inputs: Adr_Reason_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 거부 사유`)
};

/**
* | output |
* | --- |
* | "Reason for rejecting {name}" |
*
* @param {Adr_Reason_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_reason_label = /** @type {((inputs: Adr_Reason_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Reason_LabelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_reason_label(inputs)
	if (locale === "fr") return fr_adr_reason_label(inputs)
	if (locale === "es") return es_adr_reason_label(inputs)
	if (locale === "pt-BR") return pt_br2_adr_reason_label(inputs)
	if (locale === "ja") return ja_adr_reason_label(inputs)
	if (locale === "ko") return ko_adr_reason_label(inputs)
	return en_adr_reason_label(inputs)
});