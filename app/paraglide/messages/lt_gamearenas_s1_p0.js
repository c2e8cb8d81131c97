/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Gamearenas_S1_P0Inputs */

const en_lt_gamearenas_s1_p0 = /** @type {(inputs: Lt_Gamearenas_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New games arrive bi-weekly, giving regulars something new to try. Showcase events with game studios and your listing on the gamer platform bring new faces in.`)
};

const de_lt_gamearenas_s1_p0 = /** @type {(inputs: Lt_Gamearenas_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle zwei Wochen kommen neue Spiele hinzu, damit Stammgäste immer etwas Neues ausprobieren können. Showcase-Events mit Spielestudios und Ihr Eintrag auf der Gamer-Plattform bringen neue Gesichter.`)
};

const fr_lt_gamearenas_s1_p0 = /** @type {(inputs: Lt_Gamearenas_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De nouveaux jeux arrivent toutes les deux semaines, de quoi donner aux habitués quelque chose de neuf à essayer. Les événements vitrines avec des studios et votre fiche sur la plateforme des joueurs attirent de nouveaux visages.`)
};

const es_lt_gamearenas_s1_p0 = /** @type {(inputs: Lt_Gamearenas_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada dos semanas llegan juegos nuevos, para que los habituales siempre tengan algo nuevo que probar. Los eventos de presentación con estudios y tu ficha en la plataforma para jugadores atraen caras nuevas.`)
};

const pt_br2_lt_gamearenas_s1_p0 = /** @type {(inputs: Lt_Gamearenas_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Novos jogos chegam a cada duas semanas, dando aos frequentadores algo novo para experimentar. Eventos de showcase com estúdios e o seu perfil na plataforma para gamers trazem gente nova.`)
};

const ja_lt_gamearenas_s1_p0 = /** @type {(inputs: Lt_Gamearenas_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しいゲームが隔週で追加されるので、常連客はいつでも新しいタイトルを試せます。ゲームスタジオとのショーケースイベントやゲーマー向けプラットフォームへの掲載が、新しいお客様を呼び込みます。`)
};

const ko_lt_gamearenas_s1_p0 = /** @type {(inputs: Lt_Gamearenas_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`새 게임이 2주마다 추가되어 단골손님은 늘 새로운 것을 즐길 수 있습니다. 게임 스튜디오와 함께하는 쇼케이스 이벤트와 게이머 플랫폼 등록이 새로운 손님을 불러옵니다.`)
};

/**
* | output |
* | --- |
* | "New games arrive bi-weekly, giving regulars something new to try. Showcase events with game studios and your listing on the gamer platform bring new faces in." |
*
* @param {Lt_Gamearenas_S1_P0Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_gamearenas_s1_p0 = /** @type {((inputs?: Lt_Gamearenas_S1_P0Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Gamearenas_S1_P0Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_gamearenas_s1_p0(inputs)
	if (locale === "fr") return fr_lt_gamearenas_s1_p0(inputs)
	if (locale === "es") return es_lt_gamearenas_s1_p0(inputs)
	if (locale === "pt-BR") return pt_br2_lt_gamearenas_s1_p0(inputs)
	if (locale === "ja") return ja_lt_gamearenas_s1_p0(inputs)
	if (locale === "ko") return ko_lt_gamearenas_s1_p0(inputs)
	return en_lt_gamearenas_s1_p0(inputs)
});