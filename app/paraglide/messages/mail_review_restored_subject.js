/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ center: NonNullable<unknown> }} Mail_Review_Restored_SubjectInputs */

const en_mail_review_restored_subject = /** @type {(inputs: Mail_Review_Restored_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your review of ${i?.center} is visible again`)
};

const de_mail_review_restored_subject = /** @type {(inputs: Mail_Review_Restored_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Bewertung von ${i?.center} ist wieder sichtbar`)
};

const fr_mail_review_restored_subject = /** @type {(inputs: Mail_Review_Restored_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre avis sur ${i?.center} est de nouveau visible`)
};

const es_mail_review_restored_subject = /** @type {(inputs: Mail_Review_Restored_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu reseña de ${i?.center} vuelve a estar visible`)
};

const pt_br2_mail_review_restored_subject = /** @type {(inputs: Mail_Review_Restored_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sua avaliação de ${i?.center} está visível de novo`)
};

const ja_mail_review_restored_subject = /** @type {(inputs: Mail_Review_Restored_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} へのあなたのレビューが再び表示されるようになりました`)
};

const ko_mail_review_restored_subject = /** @type {(inputs: Mail_Review_Restored_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center}에 대한 회원님의 리뷰가 다시 표시됩니다`)
};

/**
* | output |
* | --- |
* | "Your review of {center} is visible again" |
*
* @param {Mail_Review_Restored_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_review_restored_subject = /** @type {((inputs: Mail_Review_Restored_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Review_Restored_SubjectInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_review_restored_subject(inputs)
	if (locale === "fr") return fr_mail_review_restored_subject(inputs)
	if (locale === "es") return es_mail_review_restored_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_review_restored_subject(inputs)
	if (locale === "ja") return ja_mail_review_restored_subject(inputs)
	if (locale === "ko") return ko_mail_review_restored_subject(inputs)
	return en_mail_review_restored_subject(inputs)
});