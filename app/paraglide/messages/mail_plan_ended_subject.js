/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ center: NonNullable<unknown> }} Mail_Plan_Ended_SubjectInputs */

const en_mail_plan_ended_subject = /** @type {(inputs: Mail_Plan_Ended_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} is off the map: its plan ended`)
};

const de_mail_plan_ended_subject = /** @type {(inputs: Mail_Plan_Ended_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} ist nicht mehr auf der Karte: Der Tarif ist abgelaufen`)
};

const fr_mail_plan_ended_subject = /** @type {(inputs: Mail_Plan_Ended_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} n’est plus sur la carte : son offre a pris fin`)
};

const es_mail_plan_ended_subject = /** @type {(inputs: Mail_Plan_Ended_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} ya no está en el mapa: su plan terminó`)
};

const pt_br2_mail_plan_ended_subject = /** @type {(inputs: Mail_Plan_Ended_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} saiu do mapa: o plano terminou`)
};

const ja_mail_plan_ended_subject = /** @type {(inputs: Mail_Plan_Ended_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} は地図に表示されなくなりました：プランが終了しました`)
};

const ko_mail_plan_ended_subject = /** @type {(inputs: Mail_Plan_Ended_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center}이(가) 지도에서 내려갔습니다: 요금제가 종료되었습니다`)
};

/**
* | output |
* | --- |
* | "{center} is off the map: its plan ended" |
*
* @param {Mail_Plan_Ended_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_plan_ended_subject = /** @type {((inputs: Mail_Plan_Ended_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Plan_Ended_SubjectInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_plan_ended_subject(inputs)
	if (locale === "fr") return fr_mail_plan_ended_subject(inputs)
	if (locale === "es") return es_mail_plan_ended_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_plan_ended_subject(inputs)
	if (locale === "ja") return ja_mail_plan_ended_subject(inputs)
	if (locale === "ko") return ko_mail_plan_ended_subject(inputs)
	return en_mail_plan_ended_subject(inputs)
});