/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_Reviews_CaptionInputs */

const en_ins_reviews_caption = /** @type {(inputs: Ins_Reviews_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews per month`)
};

const de_ins_reviews_caption = /** @type {(inputs: Ins_Reviews_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertungen pro Monat`)
};

const fr_ins_reviews_caption = /** @type {(inputs: Ins_Reviews_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis par mois`)
};

const es_ins_reviews_caption = /** @type {(inputs: Ins_Reviews_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reseñas por mes`)
};

const pt_br2_ins_reviews_caption = /** @type {(inputs: Ins_Reviews_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avaliações por mês`)
};

const ja_ins_reviews_caption = /** @type {(inputs: Ins_Reviews_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`月別レビュー`)
};

const ko_ins_reviews_caption = /** @type {(inputs: Ins_Reviews_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`월별 리뷰`)
};

/**
* | output |
* | --- |
* | "Reviews per month" |
*
* @param {Ins_Reviews_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_reviews_caption = /** @type {((inputs?: Ins_Reviews_CaptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_Reviews_CaptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_reviews_caption(inputs)
	if (locale === "fr") return fr_ins_reviews_caption(inputs)
	if (locale === "es") return es_ins_reviews_caption(inputs)
	if (locale === "pt-BR") return pt_br2_ins_reviews_caption(inputs)
	if (locale === "ja") return ja_ins_reviews_caption(inputs)
	if (locale === "ko") return ko_ins_reviews_caption(inputs)
	return en_ins_reviews_caption(inputs)
});