/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Status_PausedInputs */

const en_sub_status_paused = /** @type {(inputs: Sub_Status_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paused`)
};

const de_sub_status_paused = /** @type {(inputs: Sub_Status_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pausiert`)
};

const fr_sub_status_paused = /** @type {(inputs: Sub_Status_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En pause`)
};

const es_sub_status_paused = /** @type {(inputs: Sub_Status_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En pausa`)
};

const pt_br2_sub_status_paused = /** @type {(inputs: Sub_Status_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pausada`)
};

const ja_sub_status_paused = /** @type {(inputs: Sub_Status_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一時停止中`)
};

const ko_sub_status_paused = /** @type {(inputs: Sub_Status_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`일시 중지됨`)
};

/**
* | output |
* | --- |
* | "Paused" |
*
* @param {Sub_Status_PausedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const sub_status_paused = /** @type {((inputs?: Sub_Status_PausedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Status_PausedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_status_paused(inputs)
	if (locale === "fr") return fr_sub_status_paused(inputs)
	if (locale === "es") return es_sub_status_paused(inputs)
	if (locale === "pt-BR") return pt_br2_sub_status_paused(inputs)
	if (locale === "ja") return ja_sub_status_paused(inputs)
	if (locale === "ko") return ko_sub_status_paused(inputs)
	return en_sub_status_paused(inputs)
});