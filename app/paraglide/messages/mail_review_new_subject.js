/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ center: NonNullable<unknown> }} Mail_Review_New_SubjectInputs */

const en_mail_review_new_subject = /** @type {(inputs: Mail_Review_New_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New review of ${i?.center}`)
};

const de_mail_review_new_subject = /** @type {(inputs: Mail_Review_New_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neue Bewertung von ${i?.center}`)
};

const fr_mail_review_new_subject = /** @type {(inputs: Mail_Review_New_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nouvel avis sur ${i?.center}`)
};

const es_mail_review_new_subject = /** @type {(inputs: Mail_Review_New_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nueva reseña de ${i?.center}`)
};

const pt_br2_mail_review_new_subject = /** @type {(inputs: Mail_Review_New_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nova avaliação de ${i?.center}`)
};

const ja_mail_review_new_subject = /** @type {(inputs: Mail_Review_New_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} に新しいレビューが届きました`)
};

const ko_mail_review_new_subject = /** @type {(inputs: Mail_Review_New_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center}에 새 리뷰가 등록되었습니다`)
};

/**
* | output |
* | --- |
* | "New review of {center}" |
*
* @param {Mail_Review_New_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_review_new_subject = /** @type {((inputs: Mail_Review_New_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Review_New_SubjectInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_review_new_subject(inputs)
	if (locale === "fr") return fr_mail_review_new_subject(inputs)
	if (locale === "es") return es_mail_review_new_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_review_new_subject(inputs)
	if (locale === "ja") return ja_mail_review_new_subject(inputs)
	if (locale === "ko") return ko_mail_review_new_subject(inputs)
	return en_mail_review_new_subject(inputs)
});