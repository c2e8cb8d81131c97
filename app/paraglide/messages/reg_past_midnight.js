/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Past_MidnightInputs */

const en_reg_past_midnight = /** @type {(inputs: Reg_Past_MidnightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`closes past midnight`)
};

const de_reg_past_midnight = /** @type {(inputs: Reg_Past_MidnightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`schließt nach Mitternacht`)
};

const fr_reg_past_midnight = /** @type {(inputs: Reg_Past_MidnightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ferme après minuit`)
};

const es_reg_past_midnight = /** @type {(inputs: Reg_Past_MidnightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cierra después de medianoche`)
};

const pt_br2_reg_past_midnight = /** @type {(inputs: Reg_Past_MidnightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fecha depois da meia-noite`)
};

const ja_reg_past_midnight = /** @type {(inputs: Reg_Past_MidnightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`深夜0時以降に閉店`)
};

const ko_reg_past_midnight = /** @type {(inputs: Reg_Past_MidnightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`자정 이후 마감`)
};

/**
* | output |
* | --- |
* | "closes past midnight" |
*
* @param {Reg_Past_MidnightInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_past_midnight = /** @type {((inputs?: Reg_Past_MidnightInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Past_MidnightInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_past_midnight(inputs)
	if (locale === "fr") return fr_reg_past_midnight(inputs)
	if (locale === "es") return es_reg_past_midnight(inputs)
	if (locale === "pt-BR") return pt_br2_reg_past_midnight(inputs)
	if (locale === "ja") return ja_reg_past_midnight(inputs)
	if (locale === "ko") return ko_reg_past_midnight(inputs)
	return en_reg_past_midnight(inputs)
});