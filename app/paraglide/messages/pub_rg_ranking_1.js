/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_Ranking_1Inputs */

const en_pub_rg_ranking_1 = /** @type {(inputs: Pub_Rg_Ranking_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorting LAN centers by rating uses a weighted (Bayesian) average, so that a center with one 5-star review does not rank above a center with 200 reviews averaging 4.8.`)
};

const de_pub_rg_ranking_1 = /** @type {(inputs: Pub_Rg_Ranking_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Sortierung nach Bewertung verwendet einen gewichteten (bayesschen) Durchschnitt, damit ein Center mit einer einzigen 5-Sterne-Bewertung nicht vor einem Center mit 200 Bewertungen und einem Schnitt von 4,8 steht.`)
};

const fr_pub_rg_ranking_1 = /** @type {(inputs: Pub_Rg_Ranking_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le tri des LAN centers par note utilise une moyenne pondérée (bayésienne), afin qu'un centre avec un seul avis 5 étoiles ne passe pas devant un centre avec 200 avis et une moyenne de 4,8.`)
};

const es_pub_rg_ranking_1 = /** @type {(inputs: Pub_Rg_Ranking_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordenar los LAN centers por valoración usa una media ponderada (bayesiana), para que un centro con una sola reseña de 5 estrellas no quede por encima de otro con 200 reseñas y una media de 4,8.`)
};

const pt_br2_pub_rg_ranking_1 = /** @type {(inputs: Pub_Rg_Ranking_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A ordenação de LAN centers por nota usa uma média ponderada (bayesiana), para que um centro com uma única avaliação de 5 estrelas não fique acima de um centro com 200 avaliações e média 4,8.`)
};

const ja_pub_rg_ranking_1 = /** @type {(inputs: Pub_Rg_Ranking_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN センターを評価順に並べるときは加重（ベイズ）平均を使います。そのため、星 5 のレビューが 1 件だけのセンターが、平均 4.8 でレビュー 200 件のセンターより上に来ることはありません。`)
};

const ko_pub_rg_ranking_1 = /** @type {(inputs: Pub_Rg_Ranking_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터를 평점순으로 정렬할 때는 가중(베이즈) 평균을 사용합니다. 그래서 별 5개 리뷰 하나뿐인 센터가 평균 4.8에 리뷰 200개인 센터보다 위에 오지 않습니다.`)
};

/**
* | output |
* | --- |
* | "Sorting LAN centers by rating uses a weighted (Bayesian) average, so that a center with one 5-star review does not rank above a center with 200 reviews avera..." |
*
* @param {Pub_Rg_Ranking_1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_ranking_1 = /** @type {((inputs?: Pub_Rg_Ranking_1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_Ranking_1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_ranking_1(inputs)
	if (locale === "fr") return fr_pub_rg_ranking_1(inputs)
	if (locale === "es") return es_pub_rg_ranking_1(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_ranking_1(inputs)
	if (locale === "ja") return ja_pub_rg_ranking_1(inputs)
	if (locale === "ko") return ko_pub_rg_ranking_1(inputs)
	return en_pub_rg_ranking_1(inputs)
});