/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Q_New_GamesInputs */

const en_faq_q_new_games = /** @type {(inputs: Faq_Q_New_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How often are new games added?`)
};

const de_faq_q_new_games = /** @type {(inputs: Faq_Q_New_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie oft kommen neue Spiele hinzu?`)
};

const fr_faq_q_new_games = /** @type {(inputs: Faq_Q_New_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À quelle fréquence de nouveaux jeux sont-ils ajoutés ?`)
};

const es_faq_q_new_games = /** @type {(inputs: Faq_Q_New_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Con qué frecuencia se añaden juegos nuevos?`)
};

const pt_br2_faq_q_new_games = /** @type {(inputs: Faq_Q_New_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Com que frequência novos jogos são adicionados?`)
};

const ja_faq_q_new_games = /** @type {(inputs: Faq_Q_New_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しいゲームはどのくらいの頻度で追加されますか？`)
};

const ko_faq_q_new_games = /** @type {(inputs: Faq_Q_New_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`새 게임은 얼마나 자주 추가되나요?`)
};

/**
* | output |
* | --- |
* | "How often are new games added?" |
*
* @param {Faq_Q_New_GamesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_q_new_games = /** @type {((inputs?: Faq_Q_New_GamesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Q_New_GamesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_q_new_games(inputs)
	if (locale === "fr") return fr_faq_q_new_games(inputs)
	if (locale === "es") return es_faq_q_new_games(inputs)
	if (locale === "pt-BR") return pt_br2_faq_q_new_games(inputs)
	if (locale === "ja") return ja_faq_q_new_games(inputs)
	if (locale === "ko") return ko_faq_q_new_games(inputs)
	return en_faq_q_new_games(inputs)
});