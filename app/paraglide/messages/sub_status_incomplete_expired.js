/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Status_Incomplete_ExpiredInputs */

const en_sub_status_incomplete_expired = /** @type {(inputs: Sub_Status_Incomplete_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incomplete Expired`)
};

const de_sub_status_incomplete_expired = /** @type {(inputs: Sub_Status_Incomplete_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unvollständig, abgelaufen`)
};

const fr_sub_status_incomplete_expired = /** @type {(inputs: Sub_Status_Incomplete_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incomplet, expiré`)
};

const es_sub_status_incomplete_expired = /** @type {(inputs: Sub_Status_Incomplete_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incompleta, vencida`)
};

const pt_br2_sub_status_incomplete_expired = /** @type {(inputs: Sub_Status_Incomplete_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incompleta, expirada`)
};

const ja_sub_status_incomplete_expired = /** @type {(inputs: Sub_Status_Incomplete_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未完了（期限切れ）`)
};

const ko_sub_status_incomplete_expired = /** @type {(inputs: Sub_Status_Incomplete_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`미완료(만료됨)`)
};

/**
* | output |
* | --- |
* | "Incomplete Expired" |
*
* @param {Sub_Status_Incomplete_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const sub_status_incomplete_expired = /** @type {((inputs?: Sub_Status_Incomplete_ExpiredInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Status_Incomplete_ExpiredInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_status_incomplete_expired(inputs)
	if (locale === "fr") return fr_sub_status_incomplete_expired(inputs)
	if (locale === "es") return es_sub_status_incomplete_expired(inputs)
	if (locale === "pt-BR") return pt_br2_sub_status_incomplete_expired(inputs)
	if (locale === "ja") return ja_sub_status_incomplete_expired(inputs)
	if (locale === "ko") return ko_sub_status_incomplete_expired(inputs)
	return en_sub_status_incomplete_expired(inputs)
});