/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_Ranking_2Inputs */

const en_pub_rg_ranking_2 = /** @type {(inputs: Pub_Rg_Ranking_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The weighted average is (10 × 4.0 + the sum of the center's stars) ÷ (10 + its number of reviews): every center starts as if it had 10 reviews at 4.0 stars, and its own reviews count more the more there are.`)
};

const de_pub_rg_ranking_2 = /** @type {(inputs: Pub_Rg_Ranking_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der gewichtete Durchschnitt ist (10 × 4,0 + die Summe der Sterne des Centers) ÷ (10 + seine Anzahl an Bewertungen): Jedes Center startet, als hätte es 10 Bewertungen mit 4,0 Sternen, und seine eigenen Bewertungen zählen umso mehr, je mehr es sind.`)
};

const fr_pub_rg_ranking_2 = /** @type {(inputs: Pub_Rg_Ranking_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La moyenne pondérée vaut (10 × 4,0 + la somme des étoiles du centre) ÷ (10 + son nombre d'avis) : chaque centre démarre comme s'il avait 10 avis à 4,0 étoiles, et ses propres avis pèsent d'autant plus qu'ils sont nombreux.`)
};

const es_pub_rg_ranking_2 = /** @type {(inputs: Pub_Rg_Ranking_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La media ponderada es (10 × 4,0 + la suma de las estrellas del centro) ÷ (10 + su número de reseñas): cada centro empieza como si tuviera 10 reseñas de 4,0 estrellas, y sus propias reseñas pesan más cuantas más haya.`)
};

const pt_br2_pub_rg_ranking_2 = /** @type {(inputs: Pub_Rg_Ranking_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A média ponderada é (10 × 4,0 + a soma das estrelas do centro) ÷ (10 + seu número de avaliações): cada centro começa como se tivesse 10 avaliações de 4,0 estrelas, e suas próprias avaliações pesam mais quanto mais houver.`)
};

const ja_pub_rg_ranking_2 = /** @type {(inputs: Pub_Rg_Ranking_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加重平均は (10 × 4.0 + センターの星の合計) ÷ (10 + レビュー数) です。どのセンターも星 4.0 のレビューが 10 件あるものとして始まり、自身のレビューは数が多いほど重みを増します。`)
};

const ko_pub_rg_ranking_2 = /** @type {(inputs: Pub_Rg_Ranking_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`가중 평균은 (10 × 4.0 + 센터 별점의 합) ÷ (10 + 리뷰 수)입니다. 모든 센터는 별 4.0짜리 리뷰 10개가 있는 것처럼 시작하고, 자체 리뷰는 많을수록 더 큰 비중을 갖습니다.`)
};

/**
* | output |
* | --- |
* | "The weighted average is (10 × 4.0 + the sum of the center's stars) ÷ (10 + its number of reviews): every center starts as if it had 10 reviews at 4.0 stars, ..." |
*
* @param {Pub_Rg_Ranking_2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_ranking_2 = /** @type {((inputs?: Pub_Rg_Ranking_2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_Ranking_2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_ranking_2(inputs)
	if (locale === "fr") return fr_pub_rg_ranking_2(inputs)
	if (locale === "es") return es_pub_rg_ranking_2(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_ranking_2(inputs)
	if (locale === "ja") return ja_pub_rg_ranking_2(inputs)
	if (locale === "ko") return ko_pub_rg_ranking_2(inputs)
	return en_pub_rg_ranking_2(inputs)
});