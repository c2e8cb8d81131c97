/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Q_Player_AccountsInputs */

const en_faq_q_player_accounts = /** @type {(inputs: Faq_Q_Player_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Do players need to buy the games or use a shared account?`)
};

const de_faq_q_player_accounts = /** @type {(inputs: Faq_Q_Player_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Müssen Spieler die Spiele kaufen oder ein gemeinsames Konto nutzen?`)
};

const fr_faq_q_player_accounts = /** @type {(inputs: Faq_Q_Player_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les joueurs doivent-ils acheter les jeux ou utiliser un compte partagé ?`)
};

const es_faq_q_player_accounts = /** @type {(inputs: Faq_Q_Player_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Los jugadores tienen que comprar los juegos o usar una cuenta compartida?`)
};

const pt_br2_faq_q_player_accounts = /** @type {(inputs: Faq_Q_Player_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os jogadores precisam comprar os jogos ou usar uma conta compartilhada?`)
};

const ja_faq_q_player_accounts = /** @type {(inputs: Faq_Q_Player_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プレイヤーはゲームを購入したり、共有アカウントを使ったりする必要がありますか？`)
};

const ko_faq_q_player_accounts = /** @type {(inputs: Faq_Q_Player_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`플레이어가 게임을 사거나 공용 계정을 써야 하나요?`)
};

/**
* | output |
* | --- |
* | "Do players need to buy the games or use a shared account?" |
*
* @param {Faq_Q_Player_AccountsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_q_player_accounts = /** @type {((inputs?: Faq_Q_Player_AccountsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Q_Player_AccountsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_q_player_accounts(inputs)
	if (locale === "fr") return fr_faq_q_player_accounts(inputs)
	if (locale === "es") return es_faq_q_player_accounts(inputs)
	if (locale === "pt-BR") return pt_br2_faq_q_player_accounts(inputs)
	if (locale === "ja") return ja_faq_q_player_accounts(inputs)
	if (locale === "ko") return ko_faq_q_player_accounts(inputs)
	return en_faq_q_player_accounts(inputs)
});