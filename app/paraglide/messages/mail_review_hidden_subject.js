/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ center: NonNullable<unknown> }} Mail_Review_Hidden_SubjectInputs */

const en_mail_review_hidden_subject = /** @type {(inputs: Mail_Review_Hidden_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your review of ${i?.center} was hidden`)
};

const de_mail_review_hidden_subject = /** @type {(inputs: Mail_Review_Hidden_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Bewertung von ${i?.center} wurde ausgeblendet`)
};

const fr_mail_review_hidden_subject = /** @type {(inputs: Mail_Review_Hidden_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre avis sur ${i?.center} a été masqué`)
};

const es_mail_review_hidden_subject = /** @type {(inputs: Mail_Review_Hidden_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu reseña de ${i?.center} se ha ocultado`)
};

const pt_br2_mail_review_hidden_subject = /** @type {(inputs: Mail_Review_Hidden_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sua avaliação de ${i?.center} foi ocultada`)
};

const ja_mail_review_hidden_subject = /** @type {(inputs: Mail_Review_Hidden_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} へのあなたのレビューは非表示になりました`)
};

const ko_mail_review_hidden_subject = /** @type {(inputs: Mail_Review_Hidden_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center}에 대한 회원님의 리뷰가 숨겨졌습니다`)
};

/**
* | output |
* | --- |
* | "Your review of {center} was hidden" |
*
* @param {Mail_Review_Hidden_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_review_hidden_subject = /** @type {((inputs: Mail_Review_Hidden_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Review_Hidden_SubjectInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_review_hidden_subject(inputs)
	if (locale === "fr") return fr_mail_review_hidden_subject(inputs)
	if (locale === "es") return es_mail_review_hidden_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_review_hidden_subject(inputs)
	if (locale === "ja") return ja_mail_review_hidden_subject(inputs)
	if (locale === "ko") return ko_mail_review_hidden_subject(inputs)
	return en_mail_review_hidden_subject(inputs)
});