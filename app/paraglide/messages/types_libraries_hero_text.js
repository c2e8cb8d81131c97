/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Libraries_Hero_TextInputs */

const en_types_libraries_hero_text = /** @type {(inputs: Types_Libraries_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Libraries are community spaces, and games are part of today's culture. Offer patrons a licensed PC game library alongside your books, films and computers.`)
};

const de_types_libraries_hero_text = /** @type {(inputs: Types_Libraries_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bibliotheken sind Orte der Gemeinschaft, und Spiele gehören zur heutigen Kultur. Bieten Sie Ihren Nutzern neben Büchern, Filmen und Computern eine lizenzierte PC-Spielebibliothek.`)
};

const fr_types_libraries_hero_text = /** @type {(inputs: Types_Libraries_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les bibliothèques sont des lieux de vie, et le jeu vidéo fait partie de la culture d’aujourd’hui. Proposez à vos usagers une ludothèque PC sous licence à côté de vos livres, films et ordinateurs.`)
};

const es_types_libraries_hero_text = /** @type {(inputs: Types_Libraries_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las bibliotecas son espacios comunitarios y los videojuegos forman parte de la cultura actual. Ofrece a tus usuarios una biblioteca de juegos de PC con licencia junto a tus libros, películas y ordenadores.`)
};

const pt_br2_types_libraries_hero_text = /** @type {(inputs: Types_Libraries_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bibliotecas são espaços da comunidade, e os games fazem parte da cultura de hoje. Ofereça aos usuários uma biblioteca de jogos de PC licenciada ao lado de livros, filmes e computadores.`)
};

const ja_types_libraries_hero_text = /** @type {(inputs: Types_Libraries_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`図書館は地域の交流の場であり、ゲームは今の文化の一部です。本や映画、パソコンと並べて、ライセンス済みPCゲームライブラリを利用者に提供しましょう。`)
};

const ko_types_libraries_hero_text = /** @type {(inputs: Types_Libraries_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`도서관은 지역 공동체의 공간이고, 게임은 오늘날 문화의 일부입니다. 책, 영화, 컴퓨터와 함께 라이선스 PC 게임 라이브러리를 이용자에게 제공하세요.`)
};

/**
* | output |
* | --- |
* | "Libraries are community spaces, and games are part of today's culture. Offer patrons a licensed PC game library alongside your books, films and computers." |
*
* @param {Types_Libraries_Hero_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_libraries_hero_text = /** @type {((inputs?: Types_Libraries_Hero_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Libraries_Hero_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_libraries_hero_text(inputs)
	if (locale === "fr") return fr_types_libraries_hero_text(inputs)
	if (locale === "es") return es_types_libraries_hero_text(inputs)
	if (locale === "pt-BR") return pt_br2_types_libraries_hero_text(inputs)
	if (locale === "ja") return ja_types_libraries_hero_text(inputs)
	if (locale === "ko") return ko_types_libraries_hero_text(inputs)
	return en_types_libraries_hero_text(inputs)
});