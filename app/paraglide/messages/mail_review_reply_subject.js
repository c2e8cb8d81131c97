/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ center: NonNullable<unknown> }} Mail_Review_Reply_SubjectInputs */

const en_mail_review_reply_subject = /** @type {(inputs: Mail_Review_Reply_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} replied to your review`)
};

const de_mail_review_reply_subject = /** @type {(inputs: Mail_Review_Reply_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} hat auf Ihre Bewertung geantwortet`)
};

const fr_mail_review_reply_subject = /** @type {(inputs: Mail_Review_Reply_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} a répondu à votre avis`)
};

const es_mail_review_reply_subject = /** @type {(inputs: Mail_Review_Reply_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} respondió a tu reseña`)
};

const pt_br2_mail_review_reply_subject = /** @type {(inputs: Mail_Review_Reply_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} respondeu à sua avaliação`)
};

const ja_mail_review_reply_subject = /** @type {(inputs: Mail_Review_Reply_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} があなたのレビューに返信しました`)
};

const ko_mail_review_reply_subject = /** @type {(inputs: Mail_Review_Reply_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center}이(가) 회원님의 리뷰에 답글을 달았습니다`)
};

/**
* | output |
* | --- |
* | "{center} replied to your review" |
*
* @param {Mail_Review_Reply_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_review_reply_subject = /** @type {((inputs: Mail_Review_Reply_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Review_Reply_SubjectInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_review_reply_subject(inputs)
	if (locale === "fr") return fr_mail_review_reply_subject(inputs)
	if (locale === "es") return es_mail_review_reply_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_review_reply_subject(inputs)
	if (locale === "ja") return ja_mail_review_reply_subject(inputs)
	if (locale === "ko") return ko_mail_review_reply_subject(inputs)
	return en_mail_review_reply_subject(inputs)
});