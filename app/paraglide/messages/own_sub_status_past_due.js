/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_Status_Past_DueInputs */

const en_own_sub_status_past_due = /** @type {(inputs: Own_Sub_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past Due`)
};

const de_own_sub_status_past_due = /** @type {(inputs: Own_Sub_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Überfällig`)
};

const fr_own_sub_status_past_due = /** @type {(inputs: Own_Sub_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impayé`)
};

const es_own_sub_status_past_due = /** @type {(inputs: Own_Sub_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vencida`)
};

const pt_br2_own_sub_status_past_due = /** @type {(inputs: Own_Sub_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Em atraso`)
};

const ja_own_sub_status_past_due = /** @type {(inputs: Own_Sub_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`支払い遅延`)
};

const ko_own_sub_status_past_due = /** @type {(inputs: Own_Sub_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`연체`)
};

/**
* | output |
* | --- |
* | "Past Due" |
*
* @param {Own_Sub_Status_Past_DueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_status_past_due = /** @type {((inputs?: Own_Sub_Status_Past_DueInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_Status_Past_DueInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_status_past_due(inputs)
	if (locale === "fr") return fr_own_sub_status_past_due(inputs)
	if (locale === "es") return es_own_sub_status_past_due(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_status_past_due(inputs)
	if (locale === "ja") return ja_own_sub_status_past_due(inputs)
	if (locale === "ko") return ko_own_sub_status_past_due(inputs)
	return en_own_sub_status_past_due(inputs)
});