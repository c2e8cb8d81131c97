/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ center: NonNullable<unknown> }} Mail_Review_Reply_BodyInputs */

const en_mail_review_reply_body = /** @type {(inputs: Mail_Review_Reply_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The owner of "${i?.center}" replied to your review.`)
};

const de_mail_review_reply_body = /** @type {(inputs: Mail_Review_Reply_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Inhaber von „${i?.center}“ hat auf Ihre Bewertung geantwortet.`)
};

const fr_mail_review_reply_body = /** @type {(inputs: Mail_Review_Reply_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le propriétaire de « ${i?.center} » a répondu à votre avis.`)
};

const es_mail_review_reply_body = /** @type {(inputs: Mail_Review_Reply_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El propietario de «${i?.center}» respondió a tu reseña.`)
};

const pt_br2_mail_review_reply_body = /** @type {(inputs: Mail_Review_Reply_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O proprietário de “${i?.center}” respondeu à sua avaliação.`)
};

const ja_mail_review_reply_body = /** @type {(inputs: Mail_Review_Reply_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`「${i?.center}」のオーナーがあなたのレビューに返信しました。`)
};

const ko_mail_review_reply_body = /** @type {(inputs: Mail_Review_Reply_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.center}"의 운영자가 회원님의 리뷰에 답글을 달았습니다.`)
};

/**
* | output |
* | --- |
* | "The owner of \"{center}\" replied to your review." |
*
* @param {Mail_Review_Reply_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_review_reply_body = /** @type {((inputs: Mail_Review_Reply_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Review_Reply_BodyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_review_reply_body(inputs)
	if (locale === "fr") return fr_mail_review_reply_body(inputs)
	if (locale === "es") return es_mail_review_reply_body(inputs)
	if (locale === "pt-BR") return pt_br2_mail_review_reply_body(inputs)
	if (locale === "ja") return ja_mail_review_reply_body(inputs)
	if (locale === "ko") return ko_mail_review_reply_body(inputs)
	return en_mail_review_reply_body(inputs)
});