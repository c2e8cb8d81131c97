/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Status_IncompleteInputs */

const en_sub_status_incomplete = /** @type {(inputs: Sub_Status_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incomplete`)
};

const de_sub_status_incomplete = /** @type {(inputs: Sub_Status_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unvollständig`)
};

const fr_sub_status_incomplete = /** @type {(inputs: Sub_Status_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incomplet`)
};

const es_sub_status_incomplete = /** @type {(inputs: Sub_Status_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incompleta`)
};

const pt_br2_sub_status_incomplete = /** @type {(inputs: Sub_Status_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incompleta`)
};

const ja_sub_status_incomplete = /** @type {(inputs: Sub_Status_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未完了`)
};

const ko_sub_status_incomplete = /** @type {(inputs: Sub_Status_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`미완료`)
};

/**
* | output |
* | --- |
* | "Incomplete" |
*
* @param {Sub_Status_IncompleteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const sub_status_incomplete = /** @type {((inputs?: Sub_Status_IncompleteInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Status_IncompleteInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_status_incomplete(inputs)
	if (locale === "fr") return fr_sub_status_incomplete(inputs)
	if (locale === "es") return es_sub_status_incomplete(inputs)
	if (locale === "pt-BR") return pt_br2_sub_status_incomplete(inputs)
	if (locale === "ja") return ja_sub_status_incomplete(inputs)
	if (locale === "ko") return ko_sub_status_incomplete(inputs)
	return en_sub_status_incomplete(inputs)
});