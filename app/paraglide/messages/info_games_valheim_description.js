/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Games_Valheim_DescriptionInputs */

const en_info_games_valheim_description = /** @type {(inputs: Info_Games_Valheim_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A survival and exploration game set in a Norse-inspired world. Groups gather, build and sail together, which makes it a favourite for long sessions at a LAN center.`)
};

const de_info_games_valheim_description = /** @type {(inputs: Info_Games_Valheim_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Survival- und Erkundungsspiel in einer nordisch inspirierten Welt. Gruppen sammeln, bauen und segeln gemeinsam – ein Favorit für lange Sessions im LAN-Center.`)
};

const fr_info_games_valheim_description = /** @type {(inputs: Info_Games_Valheim_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un jeu de survie et d’exploration dans un monde inspiré des mythes nordiques. Les groupes récoltent, construisent et naviguent ensemble, ce qui en fait un favori des longues sessions en centre LAN.`)
};

const es_info_games_valheim_description = /** @type {(inputs: Info_Games_Valheim_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un juego de supervivencia y exploración ambientado en un mundo de inspiración nórdica. Los grupos recolectan, construyen y navegan juntos, lo que lo convierte en un favorito para largas sesiones en un centro LAN.`)
};

const pt_br2_info_games_valheim_description = /** @type {(inputs: Info_Games_Valheim_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um jogo de sobrevivência e exploração em um mundo inspirado na mitologia nórdica. Os grupos coletam, constroem e navegam juntos, o que o torna um favorito para longas sessões em um centro LAN.`)
};

const ja_info_games_valheim_description = /** @type {(inputs: Info_Games_Valheim_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`北欧神話に着想を得た世界を舞台にしたサバイバル探索ゲーム。仲間と素材を集め、建築し、航海するので、LANセンターでの長時間セッションで人気です。`)
};

const ko_info_games_valheim_description = /** @type {(inputs: Info_Games_Valheim_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`북유럽 신화에서 영감을 받은 세계를 배경으로 한 생존·탐험 게임. 함께 모으고 짓고 항해하기 때문에 LAN 센터에서 오래 즐기기에 인기 있는 게임입니다.`)
};

/**
* | output |
* | --- |
* | "A survival and exploration game set in a Norse-inspired world. Groups gather, build and sail together, which makes it a favourite for long sessions at a LAN ..." |
*
* @param {Info_Games_Valheim_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const info_games_valheim_description = /** @type {((inputs?: Info_Games_Valheim_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Games_Valheim_DescriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_info_games_valheim_description(inputs)
	if (locale === "fr") return fr_info_games_valheim_description(inputs)
	if (locale === "es") return es_info_games_valheim_description(inputs)
	if (locale === "pt-BR") return pt_br2_info_games_valheim_description(inputs)
	if (locale === "ja") return ja_info_games_valheim_description(inputs)
	if (locale === "ko") return ko_info_games_valheim_description(inputs)
	return en_info_games_valheim_description(inputs)
});