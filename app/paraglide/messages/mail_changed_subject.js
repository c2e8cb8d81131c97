/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ event: NonNullable<unknown> }} Mail_Changed_SubjectInputs */

const en_mail_changed_subject = /** @type {(inputs: Mail_Changed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New time or place: ${i?.event}`)
};

const de_mail_changed_subject = /** @type {(inputs: Mail_Changed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neue Zeit oder neuer Ort: ${i?.event}`)
};

const fr_mail_changed_subject = /** @type {(inputs: Mail_Changed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nouvel horaire ou nouveau lieu : ${i?.event}`)
};

const es_mail_changed_subject = /** @type {(inputs: Mail_Changed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nueva hora o lugar: ${i?.event}`)
};

const pt_br2_mail_changed_subject = /** @type {(inputs: Mail_Changed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Novo horário ou local: ${i?.event}`)
};

const ja_mail_changed_subject = /** @type {(inputs: Mail_Changed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`日時または場所の変更：${i?.event}`)
};

const ko_mail_changed_subject = /** @type {(inputs: Mail_Changed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`시간 또는 장소 변경: ${i?.event}`)
};

/**
* | output |
* | --- |
* | "New time or place: {event}" |
*
* @param {Mail_Changed_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_changed_subject = /** @type {((inputs: Mail_Changed_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Changed_SubjectInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_changed_subject(inputs)
	if (locale === "fr") return fr_mail_changed_subject(inputs)
	if (locale === "es") return es_mail_changed_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_changed_subject(inputs)
	if (locale === "ja") return ja_mail_changed_subject(inputs)
	if (locale === "ko") return ko_mail_changed_subject(inputs)
	return en_mail_changed_subject(inputs)
});