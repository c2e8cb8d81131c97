/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Gamecafe_S0_Step1_TitleInputs */

const en_lt_gamecafe_s0_step1_title = /** @type {(inputs: Lt_Gamecafe_S0_Step1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set up in about 30 minutes`)
};

const de_lt_gamecafe_s0_step1_title = /** @type {(inputs: Lt_Gamecafe_S0_Step1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In etwa 30 Minuten eingerichtet`)
};

const fr_lt_gamecafe_s0_step1_title = /** @type {(inputs: Lt_Gamecafe_S0_Step1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Installé en 30 minutes environ`)
};

const es_lt_gamecafe_s0_step1_title = /** @type {(inputs: Lt_Gamecafe_S0_Step1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listo en unos 30 minutos`)
};

const pt_br2_lt_gamecafe_s0_step1_title = /** @type {(inputs: Lt_Gamecafe_S0_Step1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pronto em cerca de 30 minutos`)
};

const ja_lt_gamecafe_s0_step1_title = /** @type {(inputs: Lt_Gamecafe_S0_Step1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`約30分で導入`)
};

const ko_lt_gamecafe_s0_step1_title = /** @type {(inputs: Lt_Gamecafe_S0_Step1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`약 30분 만에 설치`)
};

/**
* | output |
* | --- |
* | "Set up in about 30 minutes" |
*
* @param {Lt_Gamecafe_S0_Step1_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_gamecafe_s0_step1_title = /** @type {((inputs?: Lt_Gamecafe_S0_Step1_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Gamecafe_S0_Step1_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_gamecafe_s0_step1_title(inputs)
	if (locale === "fr") return fr_lt_gamecafe_s0_step1_title(inputs)
	if (locale === "es") return es_lt_gamecafe_s0_step1_title(inputs)
	if (locale === "pt-BR") return pt_br2_lt_gamecafe_s0_step1_title(inputs)
	if (locale === "ja") return ja_lt_gamecafe_s0_step1_title(inputs)
	if (locale === "ko") return ko_lt_gamecafe_s0_step1_title(inputs)
	return en_lt_gamecafe_s0_step1_title(inputs)
});