/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Gamecafe_S0_Step0_TitleInputs */

const en_lt_gamecafe_s0_step0_title = /** @type {(inputs: Lt_Gamecafe_S0_Step0_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe`)
};

const de_lt_gamecafe_s0_step0_title = /** @type {(inputs: Lt_Gamecafe_S0_Step0_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnieren`)
};

const fr_lt_gamecafe_s0_step0_title = /** @type {(inputs: Lt_Gamecafe_S0_Step0_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnez-vous`)
};

const es_lt_gamecafe_s0_step0_title = /** @type {(inputs: Lt_Gamecafe_S0_Step0_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscríbete`)
};

const pt_br2_lt_gamecafe_s0_step0_title = /** @type {(inputs: Lt_Gamecafe_S0_Step0_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assine`)
};

const ja_lt_gamecafe_s0_step0_title = /** @type {(inputs: Lt_Gamecafe_S0_Step0_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`申し込む`)
};

const ko_lt_gamecafe_s0_step0_title = /** @type {(inputs: Lt_Gamecafe_S0_Step0_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`구독하기`)
};

/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Lt_Gamecafe_S0_Step0_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_gamecafe_s0_step0_title = /** @type {((inputs?: Lt_Gamecafe_S0_Step0_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Gamecafe_S0_Step0_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_gamecafe_s0_step0_title(inputs)
	if (locale === "fr") return fr_lt_gamecafe_s0_step0_title(inputs)
	if (locale === "es") return es_lt_gamecafe_s0_step0_title(inputs)
	if (locale === "pt-BR") return pt_br2_lt_gamecafe_s0_step0_title(inputs)
	if (locale === "ja") return ja_lt_gamecafe_s0_step0_title(inputs)
	if (locale === "ko") return ko_lt_gamecafe_s0_step0_title(inputs)
	return en_lt_gamecafe_s0_step0_title(inputs)
});