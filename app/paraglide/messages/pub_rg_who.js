/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_WhoInputs */

const en_pub_rg_who = /** @type {(inputs: Pub_Rg_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who can write a review`)
};

const de_pub_rg_who = /** @type {(inputs: Pub_Rg_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer eine Bewertung schreiben darf`)
};

const fr_pub_rg_who = /** @type {(inputs: Pub_Rg_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui peut écrire un avis`)
};

const es_pub_rg_who = /** @type {(inputs: Pub_Rg_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quién puede escribir una reseña`)
};

const pt_br2_pub_rg_who = /** @type {(inputs: Pub_Rg_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quem pode escrever uma avaliação`)
};

const ja_pub_rg_who = /** @type {(inputs: Pub_Rg_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビューを書ける人`)
};

const ko_pub_rg_who = /** @type {(inputs: Pub_Rg_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰를 쓸 수 있는 사람`)
};

/**
* | output |
* | --- |
* | "Who can write a review" |
*
* @param {Pub_Rg_WhoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_who = /** @type {((inputs?: Pub_Rg_WhoInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_WhoInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_who(inputs)
	if (locale === "fr") return fr_pub_rg_who(inputs)
	if (locale === "es") return es_pub_rg_who(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_who(inputs)
	if (locale === "ja") return ja_pub_rg_who(inputs)
	if (locale === "ko") return ko_pub_rg_who(inputs)
	return en_pub_rg_who(inputs)
});