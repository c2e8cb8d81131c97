/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ mark: NonNullable<unknown> }} Landing_Lead_Required_NoteInputs */

const en_landing_lead_required_note = /** @type {(inputs: Landing_Lead_Required_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fields marked ${i?.mark} are required.`)
};

const de_landing_lead_required_note = /** @type {(inputs: Landing_Lead_Required_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mit ${i?.mark} markierte Felder sind Pflichtfelder.`)
};

const fr_landing_lead_required_note = /** @type {(inputs: Landing_Lead_Required_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les champs marqués ${i?.mark} sont obligatoires.`)
};

const es_landing_lead_required_note = /** @type {(inputs: Landing_Lead_Required_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los campos marcados con ${i?.mark} son obligatorios.`)
};

const pt_br2_landing_lead_required_note = /** @type {(inputs: Landing_Lead_Required_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Os campos marcados com ${i?.mark} são obrigatórios.`)
};

const ja_landing_lead_required_note = /** @type {(inputs: Landing_Lead_Required_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.mark}の項目は必須です。`)
};

const ko_landing_lead_required_note = /** @type {(inputs: Landing_Lead_Required_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.mark} 표시된 항목은 필수입니다.`)
};

/**
* | output |
* | --- |
* | "Fields marked {mark} are required." |
*
* @param {Landing_Lead_Required_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_lead_required_note = /** @type {((inputs: Landing_Lead_Required_NoteInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Lead_Required_NoteInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_lead_required_note(inputs)
	if (locale === "fr") return fr_landing_lead_required_note(inputs)
	if (locale === "es") return es_landing_lead_required_note(inputs)
	if (locale === "pt-BR") return pt_br2_landing_lead_required_note(inputs)
	if (locale === "ja") return ja_landing_lead_required_note(inputs)
	if (locale === "ko") return ko_landing_lead_required_note(inputs)
	return en_landing_lead_required_note(inputs)
});