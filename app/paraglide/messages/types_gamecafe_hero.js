/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Gamecafe_HeroInputs */

const en_types_gamecafe_hero = /** @type {(inputs: Types_Gamecafe_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Game Library Your Café Deserves`)
};

const de_types_gamecafe_hero = /** @type {(inputs: Types_Gamecafe_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Spielebibliothek, die Ihr Café verdient`)
};

const fr_types_gamecafe_hero = /** @type {(inputs: Types_Gamecafe_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La ludothèque que votre café mérite`)
};

const es_types_gamecafe_hero = /** @type {(inputs: Types_Gamecafe_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La biblioteca de juegos que tu local merece`)
};

const pt_br2_types_gamecafe_hero = /** @type {(inputs: Types_Gamecafe_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A biblioteca de jogos que o seu café merece`)
};

const ja_types_gamecafe_hero = /** @type {(inputs: Types_Gamecafe_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`あなたのカフェにふさわしいゲームライブラリ`)
};

const ko_types_gamecafe_hero = /** @type {(inputs: Types_Gamecafe_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`카페에 걸맞은 게임 라이브러리`)
};

/**
* | output |
* | --- |
* | "The Game Library Your Café Deserves" |
*
* @param {Types_Gamecafe_HeroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_gamecafe_hero = /** @type {((inputs?: Types_Gamecafe_HeroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Gamecafe_HeroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_gamecafe_hero(inputs)
	if (locale === "fr") return fr_types_gamecafe_hero(inputs)
	if (locale === "es") return es_types_gamecafe_hero(inputs)
	if (locale === "pt-BR") return pt_br2_types_gamecafe_hero(inputs)
	if (locale === "ja") return ja_types_gamecafe_hero(inputs)
	if (locale === "ko") return ko_types_gamecafe_hero(inputs)
	return en_types_gamecafe_hero(inputs)
});