/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Dash_EndsInputs */

const en_dash_ends = /** @type {(inputs: Dash_EndsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ends: ${i?.time}`)
};

const de_dash_ends = /** @type {(inputs: Dash_EndsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ende: ${i?.time}`)
};

const fr_dash_ends = /** @type {(inputs: Dash_EndsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fin : ${i?.time}`)
};

const es_dash_ends = /** @type {(inputs: Dash_EndsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Termina: ${i?.time}`)
};

const pt_br2_dash_ends = /** @type {(inputs: Dash_EndsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Término: ${i?.time}`)
};

const ja_dash_ends = /** @type {(inputs: Dash_EndsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`終了：${i?.time}`)
};

const ko_dash_ends = /** @type {(inputs: Dash_EndsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`종료: ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Ends: {time}" |
*
* @param {Dash_EndsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_ends = /** @type {((inputs: Dash_EndsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_EndsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_ends(inputs)
	if (locale === "fr") return fr_dash_ends(inputs)
	if (locale === "es") return es_dash_ends(inputs)
	if (locale === "pt-BR") return pt_br2_dash_ends(inputs)
	if (locale === "ja") return ja_dash_ends(inputs)
	if (locale === "ko") return ko_dash_ends(inputs)
	return en_dash_ends(inputs)
});