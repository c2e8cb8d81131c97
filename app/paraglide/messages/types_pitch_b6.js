/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Pitch_B6Inputs */

const en_types_pitch_b6 = /** @type {(inputs: Types_Pitch_B6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showcase events with game studios and an owners' community`)
};

const de_types_pitch_b6 = /** @type {(inputs: Types_Pitch_B6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showcase-Events mit Spielestudios und eine Community der Betreiber`)
};

const fr_types_pitch_b6 = /** @type {(inputs: Types_Pitch_B6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des showcases avec des studios de jeux et une communauté de gérants`)
};

const es_types_pitch_b6 = /** @type {(inputs: Types_Pitch_B6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos showcase con estudios de videojuegos y una comunidad de dueños`)
};

const pt_br2_types_pitch_b6 = /** @type {(inputs: Types_Pitch_B6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos showcase com estúdios de games e uma comunidade de donos`)
};

const ja_types_pitch_b6 = /** @type {(inputs: Types_Pitch_B6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲームスタジオとのショーケースイベントとオーナーコミュニティ`)
};

const ko_types_pitch_b6 = /** @type {(inputs: Types_Pitch_B6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게임 스튜디오와의 쇼케이스 이벤트와 운영자 커뮤니티`)
};

/**
* | output |
* | --- |
* | "Showcase events with game studios and an owners' community" |
*
* @param {Types_Pitch_B6Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_pitch_b6 = /** @type {((inputs?: Types_Pitch_B6Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Pitch_B6Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_pitch_b6(inputs)
	if (locale === "fr") return fr_types_pitch_b6(inputs)
	if (locale === "es") return es_types_pitch_b6(inputs)
	if (locale === "pt-BR") return pt_br2_types_pitch_b6(inputs)
	if (locale === "ja") return ja_types_pitch_b6(inputs)
	if (locale === "ko") return ko_types_pitch_b6(inputs)
	return en_types_pitch_b6(inputs)
});