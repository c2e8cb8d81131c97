/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Hotels_S0_Tier1_TextInputs */

const en_lt_hotels_s0_tier1_text = /** @type {(inputs: Lt_Hotels_S0_Tier1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dedicated gaming rooms or suites with high-end PCs that guests can book, and promotion on the gamer platform.`)
};

const de_lt_hotels_s0_tier1_text = /** @type {(inputs: Lt_Hotels_S0_Tier1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eigene Gaming-Räume oder -Suiten mit High-End-PCs, die Gäste buchen können, und Sichtbarkeit auf der Gamer-Plattform.`)
};

const fr_lt_hotels_s0_tier1_text = /** @type {(inputs: Lt_Hotels_S0_Tier1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des salles ou suites de jeu dédiées avec des PC haut de gamme que les clients peuvent réserver, et une promotion sur la plateforme des joueurs.`)
};

const es_lt_hotels_s0_tier1_text = /** @type {(inputs: Lt_Hotels_S0_Tier1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salas o suites de juego dedicadas con PC de gama alta que los huéspedes pueden reservar, y promoción en la plataforma para jugadores.`)
};

const pt_br2_lt_hotels_s0_tier1_text = /** @type {(inputs: Lt_Hotels_S0_Tier1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salas ou suítes gamer exclusivas com PCs de alto desempenho que os hóspedes podem reservar, e divulgação na plataforma para gamers.`)
};

const ja_lt_hotels_s0_tier1_text = /** @type {(inputs: Lt_Hotels_S0_Tier1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`宿泊客が予約できるハイエンドPC付きの専用ゲームルームやスイートに加え、ゲーマー向けプラットフォームでのプロモーション。`)
};

const ko_lt_hotels_s0_tier1_text = /** @type {(inputs: Lt_Hotels_S0_Tier1_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`투숙객이 예약할 수 있는 고사양 PC를 갖춘 전용 게임룸이나 스위트, 그리고 게이머 플랫폼 홍보.`)
};

/**
* | output |
* | --- |
* | "Dedicated gaming rooms or suites with high-end PCs that guests can book, and promotion on the gamer platform." |
*
* @param {Lt_Hotels_S0_Tier1_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_hotels_s0_tier1_text = /** @type {((inputs?: Lt_Hotels_S0_Tier1_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Hotels_S0_Tier1_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_hotels_s0_tier1_text(inputs)
	if (locale === "fr") return fr_lt_hotels_s0_tier1_text(inputs)
	if (locale === "es") return es_lt_hotels_s0_tier1_text(inputs)
	if (locale === "pt-BR") return pt_br2_lt_hotels_s0_tier1_text(inputs)
	if (locale === "ja") return ja_lt_hotels_s0_tier1_text(inputs)
	if (locale === "ko") return ko_lt_hotels_s0_tier1_text(inputs)
	return en_lt_hotels_s0_tier1_text(inputs)
});