/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Gamecafe_TitleInputs */

const en_types_gamecafe_title = /** @type {(inputs: Types_Gamecafe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game Cafés`)
};

const de_types_gamecafe_title = /** @type {(inputs: Types_Gamecafe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaming-Cafés`)
};

const fr_types_gamecafe_title = /** @type {(inputs: Types_Gamecafe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cafés jeux`)
};

const es_types_gamecafe_title = /** @type {(inputs: Types_Gamecafe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cibercafés`)
};

const pt_br2_types_gamecafe_title = /** @type {(inputs: Types_Gamecafe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cafés de games`)
};

const ja_types_gamecafe_title = /** @type {(inputs: Types_Gamecafe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲームカフェ`)
};

const ko_types_gamecafe_title = /** @type {(inputs: Types_Gamecafe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게임 카페`)
};

/**
* | output |
* | --- |
* | "Game Cafés" |
*
* @param {Types_Gamecafe_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_gamecafe_title = /** @type {((inputs?: Types_Gamecafe_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Gamecafe_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_gamecafe_title(inputs)
	if (locale === "fr") return fr_types_gamecafe_title(inputs)
	if (locale === "es") return es_types_gamecafe_title(inputs)
	if (locale === "pt-BR") return pt_br2_types_gamecafe_title(inputs)
	if (locale === "ja") return ja_types_gamecafe_title(inputs)
	if (locale === "ko") return ko_types_gamecafe_title(inputs)
	return en_types_gamecafe_title(inputs)
});