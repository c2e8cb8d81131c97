/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_Ratings_2Inputs */

const en_pub_rg_ratings_2 = /** @type {(inputs: Pub_Rg_Ratings_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The filter '4 stars and up' lists the centers whose average, as shown with one decimal, is 4.0 or more.`)
};

const de_pub_rg_ratings_2 = /** @type {(inputs: Pub_Rg_Ratings_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Filter „4 Sterne und mehr“ listet die Center, deren mit einer Nachkommastelle angezeigter Durchschnitt 4,0 oder höher ist.`)
};

const fr_pub_rg_ratings_2 = /** @type {(inputs: Pub_Rg_Ratings_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le filtre « 4 étoiles et plus » affiche les centres dont la moyenne, arrondie à une décimale, est de 4,0 ou plus.`)
};

const es_pub_rg_ratings_2 = /** @type {(inputs: Pub_Rg_Ratings_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El filtro «4 estrellas o más» muestra los centros cuya media, con un decimal, es 4,0 o superior.`)
};

const pt_br2_pub_rg_ratings_2 = /** @type {(inputs: Pub_Rg_Ratings_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O filtro "4 estrelas ou mais" lista os centros cuja média, exibida com uma casa decimal, é 4,0 ou mais.`)
};

const ja_pub_rg_ratings_2 = /** @type {(inputs: Pub_Rg_Ratings_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`「星 4 以上」フィルターには、小数点以下 1 桁で表示した平均が 4.0 以上のセンターが表示されます。`)
};

const ko_pub_rg_ratings_2 = /** @type {(inputs: Pub_Rg_Ratings_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`'별 4개 이상' 필터는 소수점 한 자리로 표시한 평균이 4.0 이상인 센터를 보여 줍니다.`)
};

/**
* | output |
* | --- |
* | "The filter '4 stars and up' lists the centers whose average, as shown with one decimal, is 4.0 or more." |
*
* @param {Pub_Rg_Ratings_2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_ratings_2 = /** @type {((inputs?: Pub_Rg_Ratings_2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_Ratings_2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_ratings_2(inputs)
	if (locale === "fr") return fr_pub_rg_ratings_2(inputs)
	if (locale === "es") return es_pub_rg_ratings_2(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_ratings_2(inputs)
	if (locale === "ja") return ja_pub_rg_ratings_2(inputs)
	if (locale === "ko") return ko_pub_rg_ratings_2(inputs)
	return en_pub_rg_ratings_2(inputs)
});