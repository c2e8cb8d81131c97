/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Hotels_Hero_TextInputs */

const en_types_hotels_hero_text = /** @type {(inputs: Types_Hotels_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Travelling gamers choose hotels where they can play. Add gaming at the level that suits your property, from a few PCs in the lounge to a full arena.`)
};

const de_types_hotels_hero_text = /** @type {(inputs: Types_Hotels_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reisende Gamer wählen Hotels, in denen sie spielen können. Bieten Sie Gaming in dem Umfang, der zu Ihrem Haus passt – von ein paar PCs in der Lounge bis zur kompletten Arena.`)
};

const fr_types_hotels_hero_text = /** @type {(inputs: Types_Hotels_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les joueurs en voyage choisissent des hôtels où ils peuvent jouer. Proposez le jeu au niveau qui convient à votre établissement, de quelques PC dans le salon à une arène complète.`)
};

const es_types_hotels_hero_text = /** @type {(inputs: Types_Hotels_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los jugadores que viajan eligen hoteles donde pueden jugar. Añade gaming al nivel que mejor se adapte a tu establecimiento, desde unos pocos PC en la sala hasta una arena completa.`)
};

const pt_br2_types_hotels_hero_text = /** @type {(inputs: Types_Hotels_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gamers em viagem escolhem hotéis onde podem jogar. Ofereça games no nível que combina com o seu hotel, de alguns PCs no lounge a uma arena completa.`)
};

const ja_types_hotels_hero_text = /** @type {(inputs: Types_Hotels_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`旅するゲーマーは、遊べるホテルを選びます。ラウンジに数台のPCから本格的なアリーナまで、施設に合ったレベルでゲームを導入しましょう。`)
};

const ko_types_hotels_hero_text = /** @type {(inputs: Types_Hotels_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`여행하는 게이머는 게임을 할 수 있는 호텔을 선택합니다. 라운지의 PC 몇 대부터 완전한 아레나까지, 호텔에 맞는 수준으로 게이밍을 더하세요.`)
};

/**
* | output |
* | --- |
* | "Travelling gamers choose hotels where they can play. Add gaming at the level that suits your property, from a few PCs in the lounge to a full arena." |
*
* @param {Types_Hotels_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_hotels_hero_text = /** @type {((inputs?: Types_Hotels_Hero_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Hotels_Hero_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_hotels_hero_text(inputs)
	if (locale === "fr") return fr_types_hotels_hero_text(inputs)
	if (locale === "es") return es_types_hotels_hero_text(inputs)
	if (locale === "pt-BR") return pt_br2_types_hotels_hero_text(inputs)
	if (locale === "ja") return ja_types_hotels_hero_text(inputs)
	if (locale === "ko") return ko_types_hotels_hero_text(inputs)
	return en_types_hotels_hero_text(inputs)
});