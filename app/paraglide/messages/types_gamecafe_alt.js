/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Gamecafe_AltInputs */

const en_types_gamecafe_alt = /** @type {(inputs: Types_Gamecafe_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration of a game café counter with a coffee cup and PCs behind it`)
};

const de_types_gamecafe_alt = /** @type {(inputs: Types_Gamecafe_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration einer Gaming-Café-Theke mit Kaffeetasse und PCs dahinter`)
};

const fr_types_gamecafe_alt = /** @type {(inputs: Types_Gamecafe_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration d’un comptoir de café jeux avec une tasse de café et des PC derrière`)
};

const es_types_gamecafe_alt = /** @type {(inputs: Types_Gamecafe_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilustración de la barra de un cibercafé con una taza de café y PC detrás`)
};

const pt_br2_types_gamecafe_alt = /** @type {(inputs: Types_Gamecafe_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilustração do balcão de um café de games com uma xícara de café e PCs ao fundo`)
};

const ja_types_gamecafe_alt = /** @type {(inputs: Types_Gamecafe_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コーヒーカップが置かれたゲームカフェのカウンターと奥に並ぶPCのイラスト`)
};

const ko_types_gamecafe_alt = /** @type {(inputs: Types_Gamecafe_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`커피잔이 놓인 게임 카페 카운터와 뒤편의 PC 일러스트`)
};

/**
* | output |
* | --- |
* | "Illustration of a game café counter with a coffee cup and PCs behind it" |
*
* @param {Types_Gamecafe_AltInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_gamecafe_alt = /** @type {((inputs?: Types_Gamecafe_AltInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Gamecafe_AltInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_gamecafe_alt(inputs)
	if (locale === "fr") return fr_types_gamecafe_alt(inputs)
	if (locale === "es") return es_types_gamecafe_alt(inputs)
	if (locale === "pt-BR") return pt_br2_types_gamecafe_alt(inputs)
	if (locale === "ja") return ja_types_gamecafe_alt(inputs)
	if (locale === "ko") return ko_types_gamecafe_alt(inputs)
	return en_types_gamecafe_alt(inputs)
});