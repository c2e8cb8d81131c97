/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_Ratings_1Inputs */

const en_pub_rg_ratings_1 = /** @type {(inputs: Pub_Rg_Ratings_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A center's average rating, its number of reviews and the count per star are computed from published reviews only. Held and hidden reviews don't count.`)
};

const de_pub_rg_ratings_1 = /** @type {(inputs: Pub_Rg_Ratings_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Durchschnittsbewertung, Anzahl der Bewertungen und die Verteilung nach Sternen eines Centers werden nur aus veröffentlichten Bewertungen berechnet. Zurückgehaltene und ausgeblendete Bewertungen zählen nicht.`)
};

const fr_pub_rg_ratings_1 = /** @type {(inputs: Pub_Rg_Ratings_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La note moyenne d'un centre, son nombre d'avis et la répartition par étoiles sont calculés uniquement à partir des avis publiés. Les avis en attente ou masqués ne comptent pas.`)
};

const es_pub_rg_ratings_1 = /** @type {(inputs: Pub_Rg_Ratings_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La valoración media de un centro, su número de reseñas y el recuento por estrellas se calculan solo con las reseñas publicadas. Las reseñas retenidas y ocultas no cuentan.`)
};

const pt_br2_pub_rg_ratings_1 = /** @type {(inputs: Pub_Rg_Ratings_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A nota média de um centro, o número de avaliações e a contagem por estrela são calculados apenas com avaliações publicadas. Avaliações retidas e ocultas não contam.`)
};

const ja_pub_rg_ratings_1 = /** @type {(inputs: Pub_Rg_Ratings_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`センターの平均評価、レビュー数、星ごとの件数は、公開されたレビューのみから計算されます。保留中や非表示のレビューは含まれません。`)
};

const ko_pub_rg_ratings_1 = /** @type {(inputs: Pub_Rg_Ratings_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`센터의 평균 평점, 리뷰 수, 별점별 개수는 게시된 리뷰만으로 계산됩니다. 보류되거나 숨겨진 리뷰는 포함되지 않습니다.`)
};

/**
* | output |
* | --- |
* | "A center's average rating, its number of reviews and the count per star are computed from published reviews only. Held and hidden reviews don't count." |
*
* @param {Pub_Rg_Ratings_1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_ratings_1 = /** @type {((inputs?: Pub_Rg_Ratings_1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_Ratings_1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_ratings_1(inputs)
	if (locale === "fr") return fr_pub_rg_ratings_1(inputs)
	if (locale === "es") return es_pub_rg_ratings_1(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_ratings_1(inputs)
	if (locale === "ja") return ja_pub_rg_ratings_1(inputs)
	if (locale === "ko") return ko_pub_rg_ratings_1(inputs)
	return en_pub_rg_ratings_1(inputs)
});