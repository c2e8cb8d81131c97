/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Reg_Party_TextInputs */

const en_landing_reg_party_text = /** @type {(inputs: Landing_Reg_Party_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An event with a start and an end: a LAN party, tournament or gaming night, at a verified center or anywhere else.`)
};

const de_landing_reg_party_text = /** @type {(inputs: Landing_Reg_Party_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Event mit Beginn und Ende: eine LAN-Party, ein Turnier oder ein Spieleabend, in einem verifizierten Center oder anderswo.`)
};

const fr_landing_reg_party_text = /** @type {(inputs: Landing_Reg_Party_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un événement avec un début et une fin : LAN party, tournoi ou soirée jeux, dans un centre vérifié ou ailleurs.`)
};

const es_landing_reg_party_text = /** @type {(inputs: Landing_Reg_Party_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un evento con inicio y fin: una LAN party, un torneo o una noche de juegos, en un centro verificado o en cualquier otro lugar.`)
};

const pt_br2_landing_reg_party_text = /** @type {(inputs: Landing_Reg_Party_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um evento com início e fim: uma LAN party, um torneio ou uma noite de jogos, em um centro verificado ou em qualquer outro lugar.`)
};

const ja_landing_reg_party_text = /** @type {(inputs: Landing_Reg_Party_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`開始と終了があるイベント：LANパーティー、大会、ゲームナイトなど。認証済みセンターでも、それ以外の場所でも開催できます。`)
};

const ko_landing_reg_party_text = /** @type {(inputs: Landing_Reg_Party_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`시작과 끝이 있는 이벤트: 인증된 센터나 다른 어느 곳에서든 열리는 LAN 파티, 토너먼트, 게임의 밤.`)
};

/**
* | output |
* | --- |
* | "An event with a start and an end: a LAN party, tournament or gaming night, at a verified center or anywhere else." |
*
* @param {Landing_Reg_Party_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_reg_party_text = /** @type {((inputs?: Landing_Reg_Party_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Reg_Party_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_reg_party_text(inputs)
	if (locale === "fr") return fr_landing_reg_party_text(inputs)
	if (locale === "es") return es_landing_reg_party_text(inputs)
	if (locale === "pt-BR") return pt_br2_landing_reg_party_text(inputs)
	if (locale === "ja") return ja_landing_reg_party_text(inputs)
	if (locale === "ko") return ko_landing_reg_party_text(inputs)
	return en_landing_reg_party_text(inputs)
});