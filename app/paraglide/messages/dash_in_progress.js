/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_In_ProgressInputs */

const en_dash_in_progress = /** @type {(inputs: Dash_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In Progress`)
};

const de_dash_in_progress = /** @type {(inputs: Dash_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In Bearbeitung`)
};

const fr_dash_in_progress = /** @type {(inputs: Dash_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En cours`)
};

const es_dash_in_progress = /** @type {(inputs: Dash_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En curso`)
};

const pt_br2_dash_in_progress = /** @type {(inputs: Dash_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Em andamento`)
};

const ja_dash_in_progress = /** @type {(inputs: Dash_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`進行中`)
};

const ko_dash_in_progress = /** @type {(inputs: Dash_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`진행 중`)
};

/**
* | output |
* | --- |
* | "In Progress" |
*
* @param {Dash_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_in_progress = /** @type {((inputs?: Dash_In_ProgressInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_In_ProgressInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_in_progress(inputs)
	if (locale === "fr") return fr_dash_in_progress(inputs)
	if (locale === "es") return es_dash_in_progress(inputs)
	if (locale === "pt-BR") return pt_br2_dash_in_progress(inputs)
	if (locale === "ja") return ja_dash_in_progress(inputs)
	if (locale === "ko") return ko_dash_in_progress(inputs)
	return en_dash_in_progress(inputs)
});