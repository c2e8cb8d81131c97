/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Show_TextInputs */

const en_home_show_text = /** @type {(inputs: Home_Show_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We partner with game studios to bring showcase events to member centers: play new releases early, meet developers and give your community a night to talk about.`)
};

const de_home_show_text = /** @type {(inputs: Home_Show_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gemeinsam mit Spielestudios bringen wir Showcase-Events in die Mitglieds-Center: neue Titel früh spielen, Entwickler treffen und Ihrer Community einen Abend bieten, über den man spricht.`)
};

const fr_home_show_text = /** @type {(inputs: Home_Show_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous collaborons avec des studios pour organiser des showcases dans les centres membres : jouer aux nouveautés en avance, rencontrer les développeurs et offrir à votre communauté une soirée mémorable.`)
};

const es_home_show_text = /** @type {(inputs: Home_Show_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colaboramos con estudios para llevar presentaciones a los centros miembros: juega antes a los nuevos lanzamientos, conoce a los desarrolladores y regala a tu comunidad una noche de la que hablar.`)
};

const pt_br2_home_show_text = /** @type {(inputs: Home_Show_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fazemos parcerias com estúdios para levar eventos de showcase aos centros membros: jogue lançamentos antes, conheça desenvolvedores e dê à sua comunidade uma noite para lembrar.`)
};

const ja_home_show_text = /** @type {(inputs: Home_Show_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲームスタジオと提携し、加盟センターでショーケースイベントを開催。新作をいち早くプレイし、開発者に会い、コミュニティに忘れられない夜を。`)
};

const ko_home_show_text = /** @type {(inputs: Home_Show_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게임 스튜디오와 함께 회원 센터에서 쇼케이스 이벤트를 엽니다. 신작을 먼저 즐기고, 개발자를 만나고, 커뮤니티에 기억에 남을 밤을 선물하세요.`)
};

/**
* | output |
* | --- |
* | "We partner with game studios to bring showcase events to member centers: play new releases early, meet developers and give your community a night to talk about." |
*
* @param {Home_Show_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_show_text = /** @type {((inputs?: Home_Show_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Show_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_show_text(inputs)
	if (locale === "fr") return fr_home_show_text(inputs)
	if (locale === "es") return es_home_show_text(inputs)
	if (locale === "pt-BR") return pt_br2_home_show_text(inputs)
	if (locale === "ja") return ja_home_show_text(inputs)
	if (locale === "ko") return ko_home_show_text(inputs)
	return en_home_show_text(inputs)
});