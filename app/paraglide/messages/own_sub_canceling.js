/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_CancelingInputs */

const en_own_sub_canceling = /** @type {(inputs: Own_Sub_CancelingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Canceling...`)
};

const de_own_sub_canceling = /** @type {(inputs: Own_Sub_CancelingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gekündigt...`)
};

const fr_own_sub_canceling = /** @type {(inputs: Own_Sub_CancelingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulation...`)
};

const es_own_sub_canceling = /** @type {(inputs: Own_Sub_CancelingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelando...`)
};

const pt_br2_own_sub_canceling = /** @type {(inputs: Own_Sub_CancelingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelando...`)
};

const ja_own_sub_canceling = /** @type {(inputs: Own_Sub_CancelingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`解約中...`)
};

const ko_own_sub_canceling = /** @type {(inputs: Own_Sub_CancelingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`해지하는 중...`)
};

/**
* | output |
* | --- |
* | "Canceling..." |
*
* @param {Own_Sub_CancelingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_canceling = /** @type {((inputs?: Own_Sub_CancelingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_CancelingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_canceling(inputs)
	if (locale === "fr") return fr_own_sub_canceling(inputs)
	if (locale === "es") return es_own_sub_canceling(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_canceling(inputs)
	if (locale === "ja") return ja_own_sub_canceling(inputs)
	if (locale === "ko") return ko_own_sub_canceling(inputs)
	return en_own_sub_canceling(inputs)
});