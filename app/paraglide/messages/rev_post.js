/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rev_PostInputs */

const en_rev_post = /** @type {(inputs: Rev_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post review`)
};

const de_rev_post = /** @type {(inputs: Rev_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertung veröffentlichen`)
};

const fr_rev_post = /** @type {(inputs: Rev_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publier l'avis`)
};

const es_rev_post = /** @type {(inputs: Rev_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicar reseña`)
};

const pt_br2_rev_post = /** @type {(inputs: Rev_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicar avaliação`)
};

const ja_rev_post = /** @type {(inputs: Rev_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビューを投稿`)
};

const ko_rev_post = /** @type {(inputs: Rev_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰 게시`)
};

/**
* | output |
* | --- |
* | "Post review" |
*
* @param {Rev_PostInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_post = /** @type {((inputs?: Rev_PostInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_PostInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_post(inputs)
	if (locale === "fr") return fr_rev_post(inputs)
	if (locale === "es") return es_rev_post(inputs)
	if (locale === "pt-BR") return pt_br2_rev_post(inputs)
	if (locale === "ja") return ja_rev_post(inputs)
	if (locale === "ko") return ko_rev_post(inputs)
	return en_rev_post(inputs)
});