/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Hotels_S0_HeadingInputs */

const en_lt_hotels_s0_heading = /** @type {(inputs: Lt_Hotels_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose Your Tier`)
};

const de_lt_hotels_s0_heading = /** @type {(inputs: Lt_Hotels_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie Ihre Stufe`)
};

const fr_lt_hotels_s0_heading = /** @type {(inputs: Lt_Hotels_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez votre formule`)
};

const es_lt_hotels_s0_heading = /** @type {(inputs: Lt_Hotels_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige tu nivel`)
};

const pt_br2_lt_hotels_s0_heading = /** @type {(inputs: Lt_Hotels_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha seu nível`)
};

const ja_lt_hotels_s0_heading = /** @type {(inputs: Lt_Hotels_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プランを選ぶ`)
};

const ko_lt_hotels_s0_heading = /** @type {(inputs: Lt_Hotels_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`등급을 선택하세요`)
};

/**
* | output |
* | --- |
* | "Choose Your Tier" |
*
* @param {Lt_Hotels_S0_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_hotels_s0_heading = /** @type {((inputs?: Lt_Hotels_S0_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Hotels_S0_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_hotels_s0_heading(inputs)
	if (locale === "fr") return fr_lt_hotels_s0_heading(inputs)
	if (locale === "es") return es_lt_hotels_s0_heading(inputs)
	if (locale === "pt-BR") return pt_br2_lt_hotels_s0_heading(inputs)
	if (locale === "ja") return ja_lt_hotels_s0_heading(inputs)
	if (locale === "ko") return ko_lt_hotels_s0_heading(inputs)
	return en_lt_hotels_s0_heading(inputs)
});