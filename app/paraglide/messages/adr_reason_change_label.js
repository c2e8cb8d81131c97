/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Adr_Reason_Change_LabelInputs */

const en_adr_reason_change_label = /** @type {(inputs: Adr_Reason_Change_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reason for rejecting the changes to ${i?.name}`)
};

const de_adr_reason_change_label = /** @type {(inputs: Adr_Reason_Change_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Grund für die Ablehnung der Änderungen an ${i?.name}`)
};

const fr_adr_reason_change_label = /** @type {(inputs: Adr_Reason_Change_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motif du refus des modifications de ${i?.name}`)
};

const es_adr_reason_change_label = /** @type {(inputs: Adr_Reason_Change_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motivo del rechazo de los cambios en ${i?.name}`)
};

const pt_br2_adr_reason_change_label = /** @type {(inputs: Adr_Reason_Change_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motivo da rejeição das alterações em ${i?.name}`)
};

const ja_adr_reason_change_label = /** @type {(inputs: Adr_Reason_Change_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} の変更を却下する理由`)
};

const ko_adr_reason_change_label = /** @type {(inputs: Adr_Reason_Change_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 변경 거부 사유`)
};

/**
* | output |
* | --- |
* | "Reason for rejecting the changes to {name}" |
*
* @param {Adr_Reason_Change_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_reason_change_label = /** @type {((inputs: Adr_Reason_Change_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Reason_Change_LabelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_reason_change_label(inputs)
	if (locale === "fr") return fr_adr_reason_change_label(inputs)
	if (locale === "es") return es_adr_reason_change_label(inputs)
	if (locale === "pt-BR") return pt_br2_adr_reason_change_label(inputs)
	if (locale === "ja") return ja_adr_reason_change_label(inputs)
	if (locale === "ko") return ko_adr_reason_change_label(inputs)
	return en_adr_reason_change_label(inputs)
});