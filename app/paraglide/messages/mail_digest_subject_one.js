/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ event: NonNullable<unknown> }} Mail_Digest_Subject_OneInputs */

const en_mail_digest_subject_one = /** @type {(inputs: Mail_Digest_Subject_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New event from the places you follow: ${i?.event}`)
};

const de_mail_digest_subject_one = /** @type {(inputs: Mail_Digest_Subject_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neue Veranstaltung von Orten, denen Sie folgen: ${i?.event}`)
};

const fr_mail_digest_subject_one = /** @type {(inputs: Mail_Digest_Subject_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nouvel événement des lieux que vous suivez : ${i?.event}`)
};

const es_mail_digest_subject_one = /** @type {(inputs: Mail_Digest_Subject_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nuevo evento de los sitios que sigues: ${i?.event}`)
};

const pt_br2_mail_digest_subject_one = /** @type {(inputs: Mail_Digest_Subject_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Novo evento dos lugares que você segue: ${i?.event}`)
};

const ja_mail_digest_subject_one = /** @type {(inputs: Mail_Digest_Subject_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`フォロー中の場所からの新しいイベント：${i?.event}`)
};

const ko_mail_digest_subject_one = /** @type {(inputs: Mail_Digest_Subject_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`팔로우한 곳의 새 이벤트: ${i?.event}`)
};

/**
* | output |
* | --- |
* | "New event from the places you follow: {event}" |
*
* @param {Mail_Digest_Subject_OneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_digest_subject_one = /** @type {((inputs: Mail_Digest_Subject_OneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Digest_Subject_OneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_digest_subject_one(inputs)
	if (locale === "fr") return fr_mail_digest_subject_one(inputs)
	if (locale === "es") return es_mail_digest_subject_one(inputs)
	if (locale === "pt-BR") return pt_br2_mail_digest_subject_one(inputs)
	if (locale === "ja") return ja_mail_digest_subject_one(inputs)
	if (locale === "ko") return ko_mail_digest_subject_one(inputs)
	return en_mail_digest_subject_one(inputs)
});