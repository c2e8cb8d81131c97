/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Review_New_QuoteInputs */

const en_mail_review_new_quote = /** @type {(inputs: Mail_Review_New_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The review`)
};

const de_mail_review_new_quote = /** @type {(inputs: Mail_Review_New_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bewertung`)
};

const fr_mail_review_new_quote = /** @type {(inputs: Mail_Review_New_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’avis`)
};

const es_mail_review_new_quote = /** @type {(inputs: Mail_Review_New_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La reseña`)
};

const pt_br2_mail_review_new_quote = /** @type {(inputs: Mail_Review_New_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A avaliação`)
};

const ja_mail_review_new_quote = /** @type {(inputs: Mail_Review_New_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビュー`)
};

const ko_mail_review_new_quote = /** @type {(inputs: Mail_Review_New_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰`)
};

/**
* | output |
* | --- |
* | "The review" |
*
* @param {Mail_Review_New_QuoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_review_new_quote = /** @type {((inputs?: Mail_Review_New_QuoteInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Review_New_QuoteInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_review_new_quote(inputs)
	if (locale === "fr") return fr_mail_review_new_quote(inputs)
	if (locale === "es") return es_mail_review_new_quote(inputs)
	if (locale === "pt-BR") return pt_br2_mail_review_new_quote(inputs)
	if (locale === "ja") return ja_mail_review_new_quote(inputs)
	if (locale === "ko") return ko_mail_review_new_quote(inputs)
	return en_mail_review_new_quote(inputs)
});