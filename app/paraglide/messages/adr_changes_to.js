/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Adr_Changes_ToInputs */

const en_adr_changes_to = /** @type {(inputs: Adr_Changes_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`changes to ${i?.name}`)
};

const de_adr_changes_to = /** @type {(inputs: Adr_Changes_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Änderungen an ${i?.name}`)
};

const fr_adr_changes_to = /** @type {(inputs: Adr_Changes_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`modifications de ${i?.name}`)
};

const es_adr_changes_to = /** @type {(inputs: Adr_Changes_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`cambios en ${i?.name}`)
};

const pt_br2_adr_changes_to = /** @type {(inputs: Adr_Changes_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`alterações em ${i?.name}`)
};

const ja_adr_changes_to = /** @type {(inputs: Adr_Changes_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} の変更`)
};

const ko_adr_changes_to = /** @type {(inputs: Adr_Changes_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}의 변경`)
};

/**
* | output |
* | --- |
* | "changes to {name}" |
*
* @param {Adr_Changes_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_changes_to = /** @type {((inputs: Adr_Changes_ToInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Changes_ToInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_changes_to(inputs)
	if (locale === "fr") return fr_adr_changes_to(inputs)
	if (locale === "es") return es_adr_changes_to(inputs)
	if (locale === "pt-BR") return pt_br2_adr_changes_to(inputs)
	if (locale === "ja") return ja_adr_changes_to(inputs)
	if (locale === "ko") return ko_adr_changes_to(inputs)
	return en_adr_changes_to(inputs)
});