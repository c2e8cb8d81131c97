/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_Done_PublishedInputs */

const en_arv_done_published = /** @type {(inputs: Arv_Done_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The review was published.`)
};

const de_arv_done_published = /** @type {(inputs: Arv_Done_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bewertung wurde veröffentlicht.`)
};

const fr_arv_done_published = /** @type {(inputs: Arv_Done_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'avis a été publié.`)
};

const es_arv_done_published = /** @type {(inputs: Arv_Done_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La reseña se publicó.`)
};

const pt_br2_arv_done_published = /** @type {(inputs: Arv_Done_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A avaliação foi publicada.`)
};

const ja_arv_done_published = /** @type {(inputs: Arv_Done_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビューを公開しました。`)
};

const ko_arv_done_published = /** @type {(inputs: Arv_Done_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰를 게시했습니다.`)
};

/**
* | output |
* | --- |
* | "The review was published." |
*
* @param {Arv_Done_PublishedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_done_published = /** @type {((inputs?: Arv_Done_PublishedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_Done_PublishedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_done_published(inputs)
	if (locale === "fr") return fr_arv_done_published(inputs)
	if (locale === "es") return es_arv_done_published(inputs)
	if (locale === "pt-BR") return pt_br2_arv_done_published(inputs)
	if (locale === "ja") return ja_arv_done_published(inputs)
	if (locale === "ko") return ko_arv_done_published(inputs)
	return en_arv_done_published(inputs)
});