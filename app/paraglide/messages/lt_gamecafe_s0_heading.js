/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Gamecafe_S0_HeadingInputs */

const en_lt_gamecafe_s0_heading = /** @type {(inputs: Lt_Gamecafe_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How It Works`)
};

const de_lt_gamecafe_s0_heading = /** @type {(inputs: Lt_Gamecafe_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`So funktioniert es`)
};

const fr_lt_gamecafe_s0_heading = /** @type {(inputs: Lt_Gamecafe_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment ça marche`)
};

const es_lt_gamecafe_s0_heading = /** @type {(inputs: Lt_Gamecafe_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo funciona`)
};

const pt_br2_lt_gamecafe_s0_heading = /** @type {(inputs: Lt_Gamecafe_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como funciona`)
};

const ja_lt_gamecafe_s0_heading = /** @type {(inputs: Lt_Gamecafe_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ご利用の流れ`)
};

const ko_lt_gamecafe_s0_heading = /** @type {(inputs: Lt_Gamecafe_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이용 방법`)
};

/**
* | output |
* | --- |
* | "How It Works" |
*
* @param {Lt_Gamecafe_S0_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_gamecafe_s0_heading = /** @type {((inputs?: Lt_Gamecafe_S0_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Gamecafe_S0_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_gamecafe_s0_heading(inputs)
	if (locale === "fr") return fr_lt_gamecafe_s0_heading(inputs)
	if (locale === "es") return es_lt_gamecafe_s0_heading(inputs)
	if (locale === "pt-BR") return pt_br2_lt_gamecafe_s0_heading(inputs)
	if (locale === "ja") return ja_lt_gamecafe_s0_heading(inputs)
	if (locale === "ko") return ko_lt_gamecafe_s0_heading(inputs)
	return en_lt_gamecafe_s0_heading(inputs)
});