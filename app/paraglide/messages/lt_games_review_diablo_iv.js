/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Diablo_IvInputs */

const en_lt_games_review_diablo_iv = /** @type {(inputs: Lt_Games_Review_Diablo_IvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mixed: a dark action RPG with regular seasonal content`)
};

const de_lt_games_review_diablo_iv = /** @type {(inputs: Lt_Games_Review_Diablo_IvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausgeglichen: ein düsteres Action-Rollenspiel mit regelmäßigen Saisoninhalten`)
};

const fr_lt_games_review_diablo_iv = /** @type {(inputs: Lt_Games_Review_Diablo_IvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moyennes : un action-RPG sombre avec du contenu saisonnier régulier`)
};

const es_lt_games_review_diablo_iv = /** @type {(inputs: Lt_Games_Review_Diablo_IvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Variadas: un oscuro RPG de acción con contenido de temporada regular`)
};

const pt_br2_lt_games_review_diablo_iv = /** @type {(inputs: Lt_Games_Review_Diablo_IvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neutras: um RPG de ação sombrio com conteúdo sazonal regular`)
};

const ja_lt_games_review_diablo_iv = /** @type {(inputs: Lt_Games_Review_Diablo_IvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`賛否両論：定期的なシーズンコンテンツがあるダークなアクションRPG`)
};

const ko_lt_games_review_diablo_iv = /** @type {(inputs: Lt_Games_Review_Diablo_IvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`복합적: 정기 시즌 콘텐츠가 있는 어두운 액션 RPG`)
};

/**
* | output |
* | --- |
* | "Mixed: a dark action RPG with regular seasonal content" |
*
* @param {Lt_Games_Review_Diablo_IvInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_diablo_iv = /** @type {((inputs?: Lt_Games_Review_Diablo_IvInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Diablo_IvInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_diablo_iv(inputs)
	if (locale === "fr") return fr_lt_games_review_diablo_iv(inputs)
	if (locale === "es") return es_lt_games_review_diablo_iv(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_diablo_iv(inputs)
	if (locale === "ja") return ja_lt_games_review_diablo_iv(inputs)
	if (locale === "ko") return ko_lt_games_review_diablo_iv(inputs)
	return en_lt_games_review_diablo_iv(inputs)
});