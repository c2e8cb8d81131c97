/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Gamearenas_TitleInputs */

const en_types_gamearenas_title = /** @type {(inputs: Types_Gamearenas_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game Arenas`)
};

const de_types_gamearenas_title = /** @type {(inputs: Types_Gamearenas_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaming-Arenen`)
};

const fr_types_gamearenas_title = /** @type {(inputs: Types_Gamearenas_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arènes de jeu`)
};

const es_types_gamearenas_title = /** @type {(inputs: Types_Gamearenas_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arenas de juego`)
};

const pt_br2_types_gamearenas_title = /** @type {(inputs: Types_Gamearenas_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arenas de games`)
};

const ja_types_gamearenas_title = /** @type {(inputs: Types_Gamearenas_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲームアリーナ`)
};

const ko_types_gamearenas_title = /** @type {(inputs: Types_Gamearenas_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게임 아레나`)
};

/**
* | output |
* | --- |
* | "Game Arenas" |
*
* @param {Types_Gamearenas_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_gamearenas_title = /** @type {((inputs?: Types_Gamearenas_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Gamearenas_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_gamearenas_title(inputs)
	if (locale === "fr") return fr_types_gamearenas_title(inputs)
	if (locale === "es") return es_types_gamearenas_title(inputs)
	if (locale === "pt-BR") return pt_br2_types_gamearenas_title(inputs)
	if (locale === "ja") return ja_types_gamearenas_title(inputs)
	if (locale === "ko") return ko_types_gamearenas_title(inputs)
	return en_types_gamearenas_title(inputs)
});