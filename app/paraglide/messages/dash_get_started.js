/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Get_StartedInputs */

const en_dash_get_started = /** @type {(inputs: Dash_Get_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get Started`)
};

const de_dash_get_started = /** @type {(inputs: Dash_Get_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loslegen`)
};

const fr_dash_get_started = /** @type {(inputs: Dash_Get_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commencer`)
};

const es_dash_get_started = /** @type {(inputs: Dash_Get_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezar`)
};

const pt_br2_dash_get_started = /** @type {(inputs: Dash_Get_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Começar`)
};

const ja_dash_get_started = /** @type {(inputs: Dash_Get_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`はじめる`)
};

const ko_dash_get_started = /** @type {(inputs: Dash_Get_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`시작하기`)
};

/**
* | output |
* | --- |
* | "Get Started" |
*
* @param {Dash_Get_StartedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_get_started = /** @type {((inputs?: Dash_Get_StartedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Get_StartedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_get_started(inputs)
	if (locale === "fr") return fr_dash_get_started(inputs)
	if (locale === "es") return es_dash_get_started(inputs)
	if (locale === "pt-BR") return pt_br2_dash_get_started(inputs)
	if (locale === "ja") return ja_dash_get_started(inputs)
	if (locale === "ko") return ko_dash_get_started(inputs)
	return en_dash_get_started(inputs)
});