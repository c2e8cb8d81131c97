/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Pitch_B1Inputs */

const en_types_pitch_b1 = /** @type {(inputs: Types_Pitch_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A large library of licensed PC games on every machine`)
};

const de_types_pitch_b1 = /** @type {(inputs: Types_Pitch_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine große Bibliothek lizenzierter PC-Spiele auf jedem Rechner`)
};

const fr_types_pitch_b1 = /** @type {(inputs: Types_Pitch_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une grande ludothèque de jeux PC sous licence sur chaque machine`)
};

const es_types_pitch_b1 = /** @type {(inputs: Types_Pitch_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una gran biblioteca de juegos de PC con licencia en cada equipo`)
};

const pt_br2_types_pitch_b1 = /** @type {(inputs: Types_Pitch_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma grande biblioteca de jogos de PC licenciados em cada máquina`)
};

const ja_types_pitch_b1 = /** @type {(inputs: Types_Pitch_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`すべてのPCに、ライセンス済みPCゲームの大規模ライブラリ`)
};

const ko_types_pitch_b1 = /** @type {(inputs: Types_Pitch_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`모든 PC에 대규모 라이선스 PC 게임 라이브러리`)
};

/**
* | output |
* | --- |
* | "A large library of licensed PC games on every machine" |
*
* @param {Types_Pitch_B1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_pitch_b1 = /** @type {((inputs?: Types_Pitch_B1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Pitch_B1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_pitch_b1(inputs)
	if (locale === "fr") return fr_types_pitch_b1(inputs)
	if (locale === "es") return es_types_pitch_b1(inputs)
	if (locale === "pt-BR") return pt_br2_types_pitch_b1(inputs)
	if (locale === "ja") return ja_types_pitch_b1(inputs)
	if (locale === "ko") return ko_types_pitch_b1(inputs)
	return en_types_pitch_b1(inputs)
});