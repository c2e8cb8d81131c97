/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Mail_Digest_Subject_ManyInputs */

const en_mail_digest_subject_many = /** @type {(inputs: Mail_Digest_Subject_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} new events from the places you follow`)
};

const de_mail_digest_subject_many = /** @type {(inputs: Mail_Digest_Subject_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} neue Veranstaltungen von Orten, denen Sie folgen`)
};

const fr_mail_digest_subject_many = /** @type {(inputs: Mail_Digest_Subject_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} nouveaux événements des lieux que vous suivez`)
};

const es_mail_digest_subject_many = /** @type {(inputs: Mail_Digest_Subject_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} nuevos eventos de los sitios que sigues`)
};

const pt_br2_mail_digest_subject_many = /** @type {(inputs: Mail_Digest_Subject_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} novos eventos dos lugares que você segue`)
};

const ja_mail_digest_subject_many = /** @type {(inputs: Mail_Digest_Subject_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`フォロー中の場所からの新しいイベント ${i?.count} 件`)
};

const ko_mail_digest_subject_many = /** @type {(inputs: Mail_Digest_Subject_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`팔로우한 곳의 새 이벤트 ${i?.count}개`)
};

/**
* | output |
* | --- |
* | "{count} new events from the places you follow" |
*
* @param {Mail_Digest_Subject_ManyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_digest_subject_many = /** @type {((inputs: Mail_Digest_Subject_ManyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Digest_Subject_ManyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_digest_subject_many(inputs)
	if (locale === "fr") return fr_mail_digest_subject_many(inputs)
	if (locale === "es") return es_mail_digest_subject_many(inputs)
	if (locale === "pt-BR") return pt_br2_mail_digest_subject_many(inputs)
	if (locale === "ja") return ja_mail_digest_subject_many(inputs)
	if (locale === "ko") return ko_mail_digest_subject_many(inputs)
	return en_mail_digest_subject_many(inputs)
});