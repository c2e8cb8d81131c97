/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_Status_TrialingInputs */

const en_own_sub_status_trialing = /** @type {(inputs: Own_Sub_Status_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trialing`)
};

const de_own_sub_status_trialing = /** @type {(inputs: Own_Sub_Status_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testphase`)
};

const fr_own_sub_status_trialing = /** @type {(inputs: Own_Sub_Status_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Période d'essai`)
};

const es_own_sub_status_trialing = /** @type {(inputs: Own_Sub_Status_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En prueba`)
};

const pt_br2_own_sub_status_trialing = /** @type {(inputs: Own_Sub_Status_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Em teste`)
};

const ja_own_sub_status_trialing = /** @type {(inputs: Own_Sub_Status_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`トライアル中`)
};

const ko_own_sub_status_trialing = /** @type {(inputs: Own_Sub_Status_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`체험 중`)
};

/**
* | output |
* | --- |
* | "Trialing" |
*
* @param {Own_Sub_Status_TrialingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_status_trialing = /** @type {((inputs?: Own_Sub_Status_TrialingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_Status_TrialingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_status_trialing(inputs)
	if (locale === "fr") return fr_own_sub_status_trialing(inputs)
	if (locale === "es") return es_own_sub_status_trialing(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_status_trialing(inputs)
	if (locale === "ja") return ja_own_sub_status_trialing(inputs)
	if (locale === "ko") return ko_own_sub_status_trialing(inputs)
	return en_own_sub_status_trialing(inputs)
});