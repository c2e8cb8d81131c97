/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Type_Game_CafeInputs */

const en_landing_type_game_cafe = /** @type {(inputs: Landing_Type_Game_CafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game café`)
};

const de_landing_type_game_cafe = /** @type {(inputs: Landing_Type_Game_CafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaming-Café`)
};

const fr_landing_type_game_cafe = /** @type {(inputs: Landing_Type_Game_CafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Café jeux`)
};

const es_landing_type_game_cafe = /** @type {(inputs: Landing_Type_Game_CafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cibercafé`)
};

const pt_br2_landing_type_game_cafe = /** @type {(inputs: Landing_Type_Game_CafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Café de games`)
};

const ja_landing_type_game_cafe = /** @type {(inputs: Landing_Type_Game_CafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲームカフェ`)
};

const ko_landing_type_game_cafe = /** @type {(inputs: Landing_Type_Game_CafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게임 카페`)
};

/**
* | output |
* | --- |
* | "Game café" |
*
* @param {Landing_Type_Game_CafeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_type_game_cafe = /** @type {((inputs?: Landing_Type_Game_CafeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Type_Game_CafeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_type_game_cafe(inputs)
	if (locale === "fr") return fr_landing_type_game_cafe(inputs)
	if (locale === "es") return es_landing_type_game_cafe(inputs)
	if (locale === "pt-BR") return pt_br2_landing_type_game_cafe(inputs)
	if (locale === "ja") return ja_landing_type_game_cafe(inputs)
	if (locale === "ko") return ko_landing_type_game_cafe(inputs)
	return en_landing_type_game_cafe(inputs)
});