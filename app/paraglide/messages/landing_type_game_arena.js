/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Type_Game_ArenaInputs */

const en_landing_type_game_arena = /** @type {(inputs: Landing_Type_Game_ArenaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game arena`)
};

const de_landing_type_game_arena = /** @type {(inputs: Landing_Type_Game_ArenaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaming-Arena`)
};

const fr_landing_type_game_arena = /** @type {(inputs: Landing_Type_Game_ArenaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arène de jeu`)
};

const es_landing_type_game_arena = /** @type {(inputs: Landing_Type_Game_ArenaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arena de juego`)
};

const pt_br2_landing_type_game_arena = /** @type {(inputs: Landing_Type_Game_ArenaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arena de games`)
};

const ja_landing_type_game_arena = /** @type {(inputs: Landing_Type_Game_ArenaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲームアリーナ`)
};

const ko_landing_type_game_arena = /** @type {(inputs: Landing_Type_Game_ArenaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게임 아레나`)
};

/**
* | output |
* | --- |
* | "Game arena" |
*
* @param {Landing_Type_Game_ArenaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_type_game_arena = /** @type {((inputs?: Landing_Type_Game_ArenaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Type_Game_ArenaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_type_game_arena(inputs)
	if (locale === "fr") return fr_landing_type_game_arena(inputs)
	if (locale === "es") return es_landing_type_game_arena(inputs)
	if (locale === "pt-BR") return pt_br2_landing_type_game_arena(inputs)
	if (locale === "ja") return ja_landing_type_game_arena(inputs)
	if (locale === "ko") return ko_landing_type_game_arena(inputs)
	return en_landing_type_game_arena(inputs)
});