/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_RankingInputs */

const en_pub_rg_ranking = /** @type {(inputs: Pub_Rg_RankingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How ratings are ranked`)
};

const de_pub_rg_ranking = /** @type {(inputs: Pub_Rg_RankingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie Bewertungen gereiht werden`)
};

const fr_pub_rg_ranking = /** @type {(inputs: Pub_Rg_RankingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment les notes sont classées`)
};

const es_pub_rg_ranking = /** @type {(inputs: Pub_Rg_RankingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo se ordenan las valoraciones`)
};

const pt_br2_pub_rg_ranking = /** @type {(inputs: Pub_Rg_RankingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como as notas são classificadas`)
};

const ja_pub_rg_ranking = /** @type {(inputs: Pub_Rg_RankingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`評価の並び順`)
};

const ko_pub_rg_ranking = /** @type {(inputs: Pub_Rg_RankingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`평점 순위 산정 방식`)
};

/**
* | output |
* | --- |
* | "How ratings are ranked" |
*
* @param {Pub_Rg_RankingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_ranking = /** @type {((inputs?: Pub_Rg_RankingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_RankingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_ranking(inputs)
	if (locale === "fr") return fr_pub_rg_ranking(inputs)
	if (locale === "es") return es_pub_rg_ranking(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_ranking(inputs)
	if (locale === "ja") return ja_pub_rg_ranking(inputs)
	if (locale === "ko") return ko_pub_rg_ranking(inputs)
	return en_pub_rg_ranking(inputs)
});