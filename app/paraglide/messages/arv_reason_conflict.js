/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_Reason_ConflictInputs */

const en_arv_reason_conflict = /** @type {(inputs: Arv_Reason_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conflict of interest`)
};

const de_arv_reason_conflict = /** @type {(inputs: Arv_Reason_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interessenkonflikt`)
};

const fr_arv_reason_conflict = /** @type {(inputs: Arv_Reason_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conflit d'intérêts`)
};

const es_arv_reason_conflict = /** @type {(inputs: Arv_Reason_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conflicto de intereses`)
};

const pt_br2_arv_reason_conflict = /** @type {(inputs: Arv_Reason_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conflito de interesses`)
};

const ja_arv_reason_conflict = /** @type {(inputs: Arv_Reason_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`利益相反`)
};

const ko_arv_reason_conflict = /** @type {(inputs: Arv_Reason_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이해 충돌`)
};

/**
* | output |
* | --- |
* | "Conflict of interest" |
*
* @param {Arv_Reason_ConflictInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_reason_conflict = /** @type {((inputs?: Arv_Reason_ConflictInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_Reason_ConflictInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_reason_conflict(inputs)
	if (locale === "fr") return fr_arv_reason_conflict(inputs)
	if (locale === "es") return es_arv_reason_conflict(inputs)
	if (locale === "pt-BR") return pt_br2_arv_reason_conflict(inputs)
	if (locale === "ja") return ja_arv_reason_conflict(inputs)
	if (locale === "ko") return ko_arv_reason_conflict(inputs)
	return en_arv_reason_conflict(inputs)
});