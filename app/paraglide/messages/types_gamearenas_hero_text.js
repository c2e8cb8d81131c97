/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Gamearenas_Hero_TextInputs */

const en_types_gamearenas_hero_text = /** @type {(inputs: Types_Gamearenas_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your arena has the hardware and the crowd. We add a large library of licensed PC games, keep it fresh every two weeks and help gamers find you.`)
};

const de_types_gamearenas_hero_text = /** @type {(inputs: Types_Gamearenas_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Arena hat die Hardware und das Publikum. Wir ergänzen eine große Bibliothek lizenzierter PC-Spiele, halten sie alle zwei Wochen frisch und helfen Gamern, Sie zu finden.`)
};

const fr_types_gamearenas_hero_text = /** @type {(inputs: Types_Gamearenas_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre arène a le matériel et le public. Nous ajoutons une grande ludothèque de jeux PC sous licence, la renouvelons toutes les deux semaines et aidons les joueurs à vous trouver.`)
};

const es_types_gamearenas_hero_text = /** @type {(inputs: Types_Gamearenas_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu arena tiene el hardware y el público. Nosotros añadimos una gran biblioteca de juegos de PC con licencia, la renovamos cada dos semanas y ayudamos a los jugadores a encontrarte.`)
};

const pt_br2_types_gamearenas_hero_text = /** @type {(inputs: Types_Gamearenas_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua arena tem o hardware e o público. Nós adicionamos uma grande biblioteca de jogos de PC licenciados, renovamos a cada duas semanas e ajudamos os gamers a encontrar você.`)
};

const ja_types_gamearenas_hero_text = /** @type {(inputs: Types_Gamearenas_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アリーナにはハードウェアも観客もそろっています。私たちはライセンス済みPCゲームの大規模ライブラリを加え、隔週で新しくし、ゲーマーがあなたを見つけられるようにします。`)
};

const ko_types_gamearenas_hero_text = /** @type {(inputs: Types_Gamearenas_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`아레나에는 이미 하드웨어와 관객이 있습니다. 저희는 대규모 라이선스 PC 게임 라이브러리를 더하고, 2주마다 새롭게 하며, 게이머가 아레나를 찾도록 돕습니다.`)
};

/**
* | output |
* | --- |
* | "Your arena has the hardware and the crowd. We add a large library of licensed PC games, keep it fresh every two weeks and help gamers find you." |
*
* @param {Types_Gamearenas_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_gamearenas_hero_text = /** @type {((inputs?: Types_Gamearenas_Hero_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Gamearenas_Hero_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_gamearenas_hero_text(inputs)
	if (locale === "fr") return fr_types_gamearenas_hero_text(inputs)
	if (locale === "es") return es_types_gamearenas_hero_text(inputs)
	if (locale === "pt-BR") return pt_br2_types_gamearenas_hero_text(inputs)
	if (locale === "ja") return ja_types_gamearenas_hero_text(inputs)
	if (locale === "ko") return ko_types_gamearenas_hero_text(inputs)
	return en_types_gamearenas_hero_text(inputs)
});