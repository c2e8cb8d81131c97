/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ event: NonNullable<unknown> }} Mail_Promoted_SubjectInputs */

const en_mail_promoted_subject = /** @type {(inputs: Mail_Promoted_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You're going to ${i?.event}`)
};

const de_mail_promoted_subject = /** @type {(inputs: Mail_Promoted_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie sind bei ${i?.event} dabei`)
};

const fr_mail_promoted_subject = /** @type {(inputs: Mail_Promoted_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous participez à ${i?.event}`)
};

const es_mail_promoted_subject = /** @type {(inputs: Mail_Promoted_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vas a ir a ${i?.event}`)
};

const pt_br2_mail_promoted_subject = /** @type {(inputs: Mail_Promoted_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Você vai ao ${i?.event}`)
};

const ja_mail_promoted_subject = /** @type {(inputs: Mail_Promoted_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} への参加が決まりました`)
};

const ko_mail_promoted_subject = /** @type {(inputs: Mail_Promoted_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event}에 참가하게 되었습니다`)
};

/**
* | output |
* | --- |
* | "You're going to {event}" |
*
* @param {Mail_Promoted_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_promoted_subject = /** @type {((inputs: Mail_Promoted_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Promoted_SubjectInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_promoted_subject(inputs)
	if (locale === "fr") return fr_mail_promoted_subject(inputs)
	if (locale === "es") return es_mail_promoted_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_promoted_subject(inputs)
	if (locale === "ja") return ja_mail_promoted_subject(inputs)
	if (locale === "ko") return ko_mail_promoted_subject(inputs)
	return en_mail_promoted_subject(inputs)
});