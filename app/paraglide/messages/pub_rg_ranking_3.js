/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_Ranking_3Inputs */

const en_pub_rg_ranking_3 = /** @type {(inputs: Pub_Rg_Ranking_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In this sort paid listings get no head start: centers are ordered by their weighted average only. Centers without published reviews follow, in the directory's usual order.`)
};

const de_pub_rg_ranking_3 = /** @type {(inputs: Pub_Rg_Ranking_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei dieser Sortierung haben bezahlte Einträge keinen Vorsprung: Die Center werden nur nach ihrem gewichteten Durchschnitt geordnet. Center ohne veröffentlichte Bewertungen folgen in der üblichen Reihenfolge des Verzeichnisses.`)
};

const fr_pub_rg_ranking_3 = /** @type {(inputs: Pub_Rg_Ranking_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dans ce tri, les fiches payantes n'ont aucun avantage : les centres sont classés uniquement selon leur moyenne pondérée. Les centres sans avis publié suivent, dans l'ordre habituel de l'annuaire.`)
};

const es_pub_rg_ranking_3 = /** @type {(inputs: Pub_Rg_Ranking_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En este orden los anuncios de pago no tienen ventaja: los centros se ordenan solo por su media ponderada. Los centros sin reseñas publicadas van después, en el orden habitual del directorio.`)
};

const pt_br2_pub_rg_ranking_3 = /** @type {(inputs: Pub_Rg_Ranking_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nesta ordenação, anúncios pagos não têm vantagem: os centros são ordenados apenas pela média ponderada. Centros sem avaliações publicadas vêm em seguida, na ordem habitual do diretório.`)
};

const ja_pub_rg_ranking_3 = /** @type {(inputs: Pub_Rg_Ranking_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この並び順では有料掲載も優遇されず、センターは加重平均だけで並びます。公開レビューのないセンターは、その後にディレクトリの通常の順序で続きます。`)
};

const ko_pub_rg_ranking_3 = /** @type {(inputs: Pub_Rg_Ranking_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 정렬에서는 유료 등록도 유리하지 않으며, 센터는 가중 평균으로만 정렬됩니다. 게시된 리뷰가 없는 센터는 그 뒤에 디렉터리의 기본 순서대로 표시됩니다.`)
};

/**
* | output |
* | --- |
* | "In this sort paid listings get no head start: centers are ordered by their weighted average only. Centers without published reviews follow, in the directory'..." |
*
* @param {Pub_Rg_Ranking_3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_ranking_3 = /** @type {((inputs?: Pub_Rg_Ranking_3Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_Ranking_3Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_ranking_3(inputs)
	if (locale === "fr") return fr_pub_rg_ranking_3(inputs)
	if (locale === "es") return es_pub_rg_ranking_3(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_ranking_3(inputs)
	if (locale === "ja") return ja_pub_rg_ranking_3(inputs)
	if (locale === "ko") return ko_pub_rg_ranking_3(inputs)
	return en_pub_rg_ranking_3(inputs)
});