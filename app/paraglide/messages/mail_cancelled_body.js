/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ event: NonNullable<unknown> }} Mail_Cancelled_BodyInputs */

const en_mail_cancelled_body = /** @type {(inputs: Mail_Cancelled_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The organiser cancelled "${i?.event}", which you had RSVPed to.`)
};

const de_mail_cancelled_body = /** @type {(inputs: Mail_Cancelled_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Veranstalter hat „${i?.event}“ abgesagt, wofür Sie sich angemeldet hatten.`)
};

const fr_mail_cancelled_body = /** @type {(inputs: Mail_Cancelled_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’organisateur a annulé « ${i?.event} », auquel vous vous étiez inscrit.`)
};

const es_mail_cancelled_body = /** @type {(inputs: Mail_Cancelled_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La organización canceló «${i?.event}», al que te habías apuntado.`)
};

const pt_br2_mail_cancelled_body = /** @type {(inputs: Mail_Cancelled_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O organizador cancelou “${i?.event}”, em que você tinha confirmado presença.`)
};

const ja_mail_cancelled_body = /** @type {(inputs: Mail_Cancelled_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`参加登録していた「${i?.event}」は、主催者により中止されました。`)
};

const ko_mail_cancelled_body = /** @type {(inputs: Mail_Cancelled_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`참가 신청하신 "${i?.event}"을(를) 주최자가 취소했습니다.`)
};

/**
* | output |
* | --- |
* | "The organiser cancelled \"{event}\", which you had RSVPed to." |
*
* @param {Mail_Cancelled_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_cancelled_body = /** @type {((inputs: Mail_Cancelled_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Cancelled_BodyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_cancelled_body(inputs)
	if (locale === "fr") return fr_mail_cancelled_body(inputs)
	if (locale === "es") return es_mail_cancelled_body(inputs)
	if (locale === "pt-BR") return pt_br2_mail_cancelled_body(inputs)
	if (locale === "ja") return ja_mail_cancelled_body(inputs)
	if (locale === "ko") return ko_mail_cancelled_body(inputs)
	return en_mail_cancelled_body(inputs)
});