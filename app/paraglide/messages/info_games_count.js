/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Info_Games_CountInputs */

const en_info_games_count = /** @type {(inputs: Info_Games_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} title. Review summaries are our own short take on how players rate each game.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} titles. Review summaries are our own short take on how players rate each game.`);
	return /** @type {LocalizedString} */ ("info_games_count");
};

const de_info_games_count = /** @type {(inputs: Info_Games_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Titel. Die Bewertungen sind unsere eigene kurze Zusammenfassung, wie Spieler das jeweilige Spiel beurteilen.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} Titel. Die Bewertungen sind unsere eigene kurze Zusammenfassung, wie Spieler das jeweilige Spiel beurteilen.`);
	return /** @type {LocalizedString} */ ("info_games_count");
};

const fr_info_games_count = /** @type {(inputs: Info_Games_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} titre. Les avis résumés sont notre propre synthèse de la façon dont les joueurs notent chaque jeu.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} titres. Les avis résumés sont notre propre synthèse de la façon dont les joueurs notent chaque jeu.`);
	return /** @type {LocalizedString} */ ("info_games_count");
};

const es_info_games_count = /** @type {(inputs: Info_Games_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} título. Los resúmenes de reseñas son nuestra propia síntesis de cómo valoran los jugadores cada juego.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} títulos. Los resúmenes de reseñas son nuestra propia síntesis de cómo valoran los jugadores cada juego.`);
	return /** @type {LocalizedString} */ ("info_games_count");
};

const pt_br2_info_games_count = /** @type {(inputs: Info_Games_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt-BR", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} título. Os resumos de avaliações são a nossa própria síntese de como os jogadores avaliam cada jogo.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} títulos. Os resumos de avaliações são a nossa própria síntese de como os jogadores avaliam cada jogo.`);
	return /** @type {LocalizedString} */ ("info_games_count");
};

const ja_info_games_count = /** @type {(inputs: Info_Games_CountInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count}タイトル。レビューの要約は、各ゲームに対するプレイヤーの評価を当社が簡単にまとめたものです。`)
};

const ko_info_games_count = /** @type {(inputs: Info_Games_CountInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("ko", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count}개 타이틀. 리뷰 요약은 플레이어들이 각 게임을 어떻게 평가하는지 저희가 짧게 정리한 것입니다.`)
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} title. Review summaries are our own short take on how players rate each game." |
* | "other" | "{count} titles. Review summaries are our own short take on how players rate each game." |
*
* @param {Info_Games_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const info_games_count = /** @type {((inputs: Info_Games_CountInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Games_CountInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_info_games_count(inputs)
	if (locale === "fr") return fr_info_games_count(inputs)
	if (locale === "es") return es_info_games_count(inputs)
	if (locale === "pt-BR") return pt_br2_info_games_count(inputs)
	if (locale === "ja") return ja_info_games_count(inputs)
	if (locale === "ko") return ko_info_games_count(inputs)
	return en_info_games_count(inputs)
});