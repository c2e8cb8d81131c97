/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ event: NonNullable<unknown> }} Mail_Changed_BodyInputs */

const en_mail_changed_body = /** @type {(inputs: Mail_Changed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The organiser changed the time or place of "${i?.event}", which you have RSVPed to.`)
};

const de_mail_changed_body = /** @type {(inputs: Mail_Changed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Veranstalter hat Zeit oder Ort von „${i?.event}“ geändert, wofür Sie angemeldet sind.`)
};

const fr_mail_changed_body = /** @type {(inputs: Mail_Changed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’organisateur a modifié l’horaire ou le lieu de « ${i?.event} », auquel vous êtes inscrit.`)
};

const es_mail_changed_body = /** @type {(inputs: Mail_Changed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La organización cambió la hora o el lugar de «${i?.event}», al que te has apuntado.`)
};

const pt_br2_mail_changed_body = /** @type {(inputs: Mail_Changed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O organizador mudou o horário ou o local de “${i?.event}”, em que você confirmou presença.`)
};

const ja_mail_changed_body = /** @type {(inputs: Mail_Changed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`参加登録している「${i?.event}」の日時または場所を、主催者が変更しました。`)
};

const ko_mail_changed_body = /** @type {(inputs: Mail_Changed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`참가 신청하신 "${i?.event}"의 시간 또는 장소를 주최자가 변경했습니다.`)
};

/**
* | output |
* | --- |
* | "The organiser changed the time or place of \"{event}\", which you have RSVPed to." |
*
* @param {Mail_Changed_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_changed_body = /** @type {((inputs: Mail_Changed_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Changed_BodyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_changed_body(inputs)
	if (locale === "fr") return fr_mail_changed_body(inputs)
	if (locale === "es") return es_mail_changed_body(inputs)
	if (locale === "pt-BR") return pt_br2_mail_changed_body(inputs)
	if (locale === "ja") return ja_mail_changed_body(inputs)
	if (locale === "ko") return ko_mail_changed_body(inputs)
	return en_mail_changed_body(inputs)
});