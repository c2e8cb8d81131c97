/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Gamearenas_AltInputs */

const en_types_gamearenas_alt = /** @type {(inputs: Types_Gamearenas_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration of an arena stage with a big screen and rows of glowing gaming PCs`)
};

const de_types_gamearenas_alt = /** @type {(inputs: Types_Gamearenas_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration einer Arena-Bühne mit großer Leinwand und Reihen leuchtender Gaming-PCs`)
};

const fr_types_gamearenas_alt = /** @type {(inputs: Types_Gamearenas_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration d’une scène d’arène avec un grand écran et des rangées de PC de jeu lumineux`)
};

const es_types_gamearenas_alt = /** @type {(inputs: Types_Gamearenas_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilustración del escenario de una arena con una gran pantalla y filas de PC gaming iluminados`)
};

const pt_br2_types_gamearenas_alt = /** @type {(inputs: Types_Gamearenas_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilustração do palco de uma arena com um telão e fileiras de PCs gamer iluminados`)
};

const ja_types_gamearenas_alt = /** @type {(inputs: Types_Gamearenas_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`大型スクリーンと光るゲーミングPCが並ぶアリーナのステージのイラスト`)
};

const ko_types_gamearenas_alt = /** @type {(inputs: Types_Gamearenas_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대형 스크린과 빛나는 게이밍 PC가 줄지어 있는 아레나 무대 일러스트`)
};

/**
* | output |
* | --- |
* | "Illustration of an arena stage with a big screen and rows of glowing gaming PCs" |
*
* @param {Types_Gamearenas_AltInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_gamearenas_alt = /** @type {((inputs?: Types_Gamearenas_AltInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Gamearenas_AltInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_gamearenas_alt(inputs)
	if (locale === "fr") return fr_types_gamearenas_alt(inputs)
	if (locale === "es") return es_types_gamearenas_alt(inputs)
	if (locale === "pt-BR") return pt_br2_types_gamearenas_alt(inputs)
	if (locale === "ja") return ja_types_gamearenas_alt(inputs)
	if (locale === "ko") return ko_types_gamearenas_alt(inputs)
	return en_types_gamearenas_alt(inputs)
});