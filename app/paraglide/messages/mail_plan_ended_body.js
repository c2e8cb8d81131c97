/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ center: NonNullable<unknown> }} Mail_Plan_Ended_BodyInputs */

const en_mail_plan_ended_body = /** @type {(inputs: Mail_Plan_Ended_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The plan of ${i?.center} has ended, so the listing is no longer shown on the map.`)
};

const de_mail_plan_ended_body = /** @type {(inputs: Mail_Plan_Ended_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Tarif von ${i?.center} ist abgelaufen, daher wird der Eintrag nicht mehr auf der Karte angezeigt.`)
};

const fr_mail_plan_ended_body = /** @type {(inputs: Mail_Plan_Ended_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’offre de ${i?.center} a pris fin : la fiche n’est donc plus affichée sur la carte.`)
};

const es_mail_plan_ended_body = /** @type {(inputs: Mail_Plan_Ended_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El plan de ${i?.center} ha terminado, así que el anuncio ya no se muestra en el mapa.`)
};

const pt_br2_mail_plan_ended_body = /** @type {(inputs: Mail_Plan_Ended_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O plano de ${i?.center} terminou, então o anúncio não aparece mais no mapa.`)
};

const ja_mail_plan_ended_body = /** @type {(inputs: Mail_Plan_Ended_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} のプランが終了したため、掲載は地図に表示されなくなりました。`)
};

const ko_mail_plan_ended_body = /** @type {(inputs: Mail_Plan_Ended_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center}의 요금제가 종료되어 등록 정보가 더 이상 지도에 표시되지 않습니다.`)
};

/**
* | output |
* | --- |
* | "The plan of {center} has ended, so the listing is no longer shown on the map." |
*
* @param {Mail_Plan_Ended_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_plan_ended_body = /** @type {((inputs: Mail_Plan_Ended_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Plan_Ended_BodyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_plan_ended_body(inputs)
	if (locale === "fr") return fr_mail_plan_ended_body(inputs)
	if (locale === "es") return es_mail_plan_ended_body(inputs)
	if (locale === "pt-BR") return pt_br2_mail_plan_ended_body(inputs)
	if (locale === "ja") return ja_mail_plan_ended_body(inputs)
	if (locale === "ko") return ko_mail_plan_ended_body(inputs)
	return en_mail_plan_ended_body(inputs)
});