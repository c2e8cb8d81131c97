/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Pitch_B5Inputs */

const en_types_pitch_b5 = /** @type {(inputs: Types_Pitch_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Promotion on our map and on the gamer platform`)
};

const de_types_pitch_b5 = /** @type {(inputs: Types_Pitch_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sichtbarkeit auf unserer Karte und der Gamer-Plattform`)
};

const fr_types_pitch_b5 = /** @type {(inputs: Types_Pitch_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De la visibilité sur notre carte et sur la plateforme des joueurs`)
};

const es_types_pitch_b5 = /** @type {(inputs: Types_Pitch_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Promoción en nuestro mapa y en la plataforma para jugadores`)
};

const pt_br2_types_pitch_b5 = /** @type {(inputs: Types_Pitch_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Divulgação no nosso mapa e na plataforma para gamers`)
};

const ja_types_pitch_b5 = /** @type {(inputs: Types_Pitch_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地図とゲーマー向けプラットフォームでのプロモーション`)
};

const ko_types_pitch_b5 = /** @type {(inputs: Types_Pitch_B5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지도와 게이머 플랫폼에서 홍보`)
};

/**
* | output |
* | --- |
* | "Promotion on our map and on the gamer platform" |
*
* @param {Types_Pitch_B5Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_pitch_b5 = /** @type {((inputs?: Types_Pitch_B5Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Pitch_B5Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_pitch_b5(inputs)
	if (locale === "fr") return fr_types_pitch_b5(inputs)
	if (locale === "es") return es_types_pitch_b5(inputs)
	if (locale === "pt-BR") return pt_br2_types_pitch_b5(inputs)
	if (locale === "ja") return ja_types_pitch_b5(inputs)
	if (locale === "ko") return ko_types_pitch_b5(inputs)
	return en_types_pitch_b5(inputs)
});