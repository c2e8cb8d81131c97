/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_Status_Not_StartedInputs */

const en_own_sub_status_not_started = /** @type {(inputs: Own_Sub_Status_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not Started`)
};

const de_own_sub_status_not_started = /** @type {(inputs: Own_Sub_Status_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht gestartet`)
};

const fr_own_sub_status_not_started = /** @type {(inputs: Own_Sub_Status_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non démarré`)
};

const es_own_sub_status_not_started = /** @type {(inputs: Own_Sub_Status_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin iniciar`)
};

const pt_br2_own_sub_status_not_started = /** @type {(inputs: Own_Sub_Status_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não iniciada`)
};

const ja_own_sub_status_not_started = /** @type {(inputs: Own_Sub_Status_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未開始`)
};

const ko_own_sub_status_not_started = /** @type {(inputs: Own_Sub_Status_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`시작 안 됨`)
};

/**
* | output |
* | --- |
* | "Not Started" |
*
* @param {Own_Sub_Status_Not_StartedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_status_not_started = /** @type {((inputs?: Own_Sub_Status_Not_StartedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_Status_Not_StartedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_status_not_started(inputs)
	if (locale === "fr") return fr_own_sub_status_not_started(inputs)
	if (locale === "es") return es_own_sub_status_not_started(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_status_not_started(inputs)
	if (locale === "ja") return ja_own_sub_status_not_started(inputs)
	if (locale === "ko") return ko_own_sub_status_not_started(inputs)
	return en_own_sub_status_not_started(inputs)
});