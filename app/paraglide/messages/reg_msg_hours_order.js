/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ close: NonNullable<unknown>, open: NonNullable<unknown> }} Reg_Msg_Hours_OrderInputs */

const en_reg_msg_hours_order = /** @type {(inputs: Reg_Msg_Hours_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Closing time ${i?.close} is before opening time ${i?.open}; tick 'past midnight' if it closes the next day`)
};

const de_reg_msg_hours_order = /** @type {(inputs: Reg_Msg_Hours_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Schließzeit ${i?.close} liegt vor der Öffnungszeit ${i?.open}; kreuze „nach Mitternacht“ an, wenn erst am nächsten Tag geschlossen wird`)
};

const fr_reg_msg_hours_order = /** @type {(inputs: Reg_Msg_Hours_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L'heure de fermeture ${i?.close} précède l'heure d'ouverture ${i?.open} ; cochez « après minuit » si la fermeture a lieu le lendemain`)
};

const es_reg_msg_hours_order = /** @type {(inputs: Reg_Msg_Hours_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La hora de cierre ${i?.close} es anterior a la de apertura ${i?.open}; marca «después de medianoche» si cierra al día siguiente`)
};

const pt_br2_reg_msg_hours_order = /** @type {(inputs: Reg_Msg_Hours_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O horário de fechamento ${i?.close} é anterior ao de abertura ${i?.open}; marque “depois da meia-noite” se fecha no dia seguinte`)
};

const ja_reg_msg_hours_order = /** @type {(inputs: Reg_Msg_Hours_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`閉店時刻 ${i?.close} が開店時刻 ${i?.open} より前です。翌日に閉店する場合は「深夜0時以降」にチェックを入れてください`)
};

const ko_reg_msg_hours_order = /** @type {(inputs: Reg_Msg_Hours_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`마감 시간 ${i?.close}이(가) 오픈 시간 ${i?.open}보다 이릅니다. 다음 날 마감하면 '자정 이후'를 선택하세요`)
};

/**
* | output |
* | --- |
* | "Closing time {close} is before opening time {open}; tick 'past midnight' if it closes the next day" |
*
* @param {Reg_Msg_Hours_OrderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_hours_order = /** @type {((inputs: Reg_Msg_Hours_OrderInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_Hours_OrderInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_hours_order(inputs)
	if (locale === "fr") return fr_reg_msg_hours_order(inputs)
	if (locale === "es") return es_reg_msg_hours_order(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_hours_order(inputs)
	if (locale === "ja") return ja_reg_msg_hours_order(inputs)
	if (locale === "ko") return ko_reg_msg_hours_order(inputs)
	return en_reg_msg_hours_order(inputs)
});