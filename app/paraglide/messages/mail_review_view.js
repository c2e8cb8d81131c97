/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Review_ViewInputs */

const en_mail_review_view = /** @type {(inputs: Mail_Review_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View the review`)
};

const de_mail_review_view = /** @type {(inputs: Mail_Review_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertung ansehen`)
};

const fr_mail_review_view = /** @type {(inputs: Mail_Review_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir l’avis`)
};

const es_mail_review_view = /** @type {(inputs: Mail_Review_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver la reseña`)
};

const pt_br2_mail_review_view = /** @type {(inputs: Mail_Review_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver a avaliação`)
};

const ja_mail_review_view = /** @type {(inputs: Mail_Review_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビューを見る`)
};

const ko_mail_review_view = /** @type {(inputs: Mail_Review_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰 보기`)
};

/**
* | output |
* | --- |
* | "View the review" |
*
* @param {Mail_Review_ViewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_review_view = /** @type {((inputs?: Mail_Review_ViewInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Review_ViewInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_review_view(inputs)
	if (locale === "fr") return fr_mail_review_view(inputs)
	if (locale === "es") return es_mail_review_view(inputs)
	if (locale === "pt-BR") return pt_br2_mail_review_view(inputs)
	if (locale === "ja") return ja_mail_review_view(inputs)
	if (locale === "ko") return ko_mail_review_view(inputs)
	return en_mail_review_view(inputs)
});