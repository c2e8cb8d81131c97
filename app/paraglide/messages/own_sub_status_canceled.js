/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_Status_CanceledInputs */

const en_own_sub_status_canceled = /** @type {(inputs: Own_Sub_Status_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Canceled`)
};

const de_own_sub_status_canceled = /** @type {(inputs: Own_Sub_Status_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gekündigt`)
};

const fr_own_sub_status_canceled = /** @type {(inputs: Own_Sub_Status_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulé`)
};

const es_own_sub_status_canceled = /** @type {(inputs: Own_Sub_Status_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelada`)
};

const pt_br2_own_sub_status_canceled = /** @type {(inputs: Own_Sub_Status_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelada`)
};

const ja_own_sub_status_canceled = /** @type {(inputs: Own_Sub_Status_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`解約済み`)
};

const ko_own_sub_status_canceled = /** @type {(inputs: Own_Sub_Status_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`해지됨`)
};

/**
* | output |
* | --- |
* | "Canceled" |
*
* @param {Own_Sub_Status_CanceledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_status_canceled = /** @type {((inputs?: Own_Sub_Status_CanceledInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_Status_CanceledInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_status_canceled(inputs)
	if (locale === "fr") return fr_own_sub_status_canceled(inputs)
	if (locale === "es") return es_own_sub_status_canceled(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_status_canceled(inputs)
	if (locale === "ja") return ja_own_sub_status_canceled(inputs)
	if (locale === "ko") return ko_own_sub_status_canceled(inputs)
	return en_own_sub_status_canceled(inputs)
});