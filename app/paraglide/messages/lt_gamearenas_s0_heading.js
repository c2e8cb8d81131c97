/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Gamearenas_S0_HeadingInputs */

const en_lt_gamearenas_s0_heading = /** @type {(inputs: Lt_Gamearenas_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Built for Busy Floors`)
};

const de_lt_gamearenas_s0_heading = /** @type {(inputs: Lt_Gamearenas_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gebaut für volle Hallen`)
};

const fr_lt_gamearenas_s0_heading = /** @type {(inputs: Lt_Gamearenas_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conçu pour les salles pleines`)
};

const es_lt_gamearenas_s0_heading = /** @type {(inputs: Lt_Gamearenas_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pensado para salas llenas`)
};

const pt_br2_lt_gamearenas_s0_heading = /** @type {(inputs: Lt_Gamearenas_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feito para salões lotados`)
};

const ja_lt_gamearenas_s0_heading = /** @type {(inputs: Lt_Gamearenas_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`満席のフロアのために`)
};

const ko_lt_gamearenas_s0_heading = /** @type {(inputs: Lt_Gamearenas_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`붐비는 홀을 위한 설계`)
};

/**
* | output |
* | --- |
* | "Built for Busy Floors" |
*
* @param {Lt_Gamearenas_S0_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_gamearenas_s0_heading = /** @type {((inputs?: Lt_Gamearenas_S0_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Gamearenas_S0_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_gamearenas_s0_heading(inputs)
	if (locale === "fr") return fr_lt_gamearenas_s0_heading(inputs)
	if (locale === "es") return es_lt_gamearenas_s0_heading(inputs)
	if (locale === "pt-BR") return pt_br2_lt_gamearenas_s0_heading(inputs)
	if (locale === "ja") return ja_lt_gamearenas_s0_heading(inputs)
	if (locale === "ko") return ko_lt_gamearenas_s0_heading(inputs)
	return en_lt_gamearenas_s0_heading(inputs)
});