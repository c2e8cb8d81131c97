/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Dash_StartsInputs */

const en_dash_starts = /** @type {(inputs: Dash_StartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Starts: ${i?.time}`)
};

const de_dash_starts = /** @type {(inputs: Dash_StartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Beginn: ${i?.time}`)
};

const fr_dash_starts = /** @type {(inputs: Dash_StartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Début : ${i?.time}`)
};

const es_dash_starts = /** @type {(inputs: Dash_StartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Empieza: ${i?.time}`)
};

const pt_br2_dash_starts = /** @type {(inputs: Dash_StartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Início: ${i?.time}`)
};

const ja_dash_starts = /** @type {(inputs: Dash_StartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`開始：${i?.time}`)
};

const ko_dash_starts = /** @type {(inputs: Dash_StartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`시작: ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Starts: {time}" |
*
* @param {Dash_StartsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_starts = /** @type {((inputs: Dash_StartsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_StartsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_starts(inputs)
	if (locale === "fr") return fr_dash_starts(inputs)
	if (locale === "es") return es_dash_starts(inputs)
	if (locale === "pt-BR") return pt_br2_dash_starts(inputs)
	if (locale === "ja") return ja_dash_starts(inputs)
	if (locale === "ko") return ko_dash_starts(inputs)
	return en_dash_starts(inputs)
});