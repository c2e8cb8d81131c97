/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Schools_MetaInputs */

const en_types_schools_meta = /** @type {(inputs: Types_Schools_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A licensed PC game library for school clubs and esports programs, with content restrictions for store, chat, friends, profiles and more.`)
};

const de_types_schools_meta = /** @type {(inputs: Types_Schools_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine lizenzierte PC-Spielebibliothek für Schul-AGs und E-Sport-Programme, mit Inhaltsbeschränkungen für Shop, Chat, Freunde, Profile und mehr.`)
};

const fr_types_schools_meta = /** @type {(inputs: Types_Schools_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une ludothèque PC sous licence pour les clubs scolaires et les programmes d’esport, avec des restrictions de contenu pour la boutique, le chat, les amis, les profils et plus encore.`)
};

const es_types_schools_meta = /** @type {(inputs: Types_Schools_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una biblioteca de juegos de PC con licencia para clubes escolares y programas de esports, con restricciones de contenido para tienda, chat, amigos, perfiles y más.`)
};

const pt_br2_types_schools_meta = /** @type {(inputs: Types_Schools_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma biblioteca de jogos de PC licenciada para clubes escolares e programas de esports, com restrições de conteúdo para loja, chat, amigos, perfis e mais.`)
};

const ja_types_schools_meta = /** @type {(inputs: Types_Schools_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`学校の部活動やeスポーツプログラム向けのライセンス済みPCゲームライブラリ。ストア、チャット、フレンド、プロフィールなどのコンテンツ制限付き。`)
};

const ko_types_schools_meta = /** @type {(inputs: Types_Schools_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`학교 동아리와 e스포츠 프로그램을 위한 라이선스 PC 게임 라이브러리. 스토어, 채팅, 친구, 프로필 등 콘텐츠 제한 기능 포함.`)
};

/**
* | output |
* | --- |
* | "A licensed PC game library for school clubs and esports programs, with content restrictions for store, chat, friends, profiles and more." |
*
* @param {Types_Schools_MetaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_schools_meta = /** @type {((inputs?: Types_Schools_MetaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Schools_MetaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_schools_meta(inputs)
	if (locale === "fr") return fr_types_schools_meta(inputs)
	if (locale === "es") return es_types_schools_meta(inputs)
	if (locale === "pt-BR") return pt_br2_types_schools_meta(inputs)
	if (locale === "ja") return ja_types_schools_meta(inputs)
	if (locale === "ko") return ko_types_schools_meta(inputs)
	return en_types_schools_meta(inputs)
});