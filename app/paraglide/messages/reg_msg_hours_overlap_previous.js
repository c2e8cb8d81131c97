/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Msg_Hours_Overlap_PreviousInputs */

const en_reg_msg_hours_overlap_previous = /** @type {(inputs: Reg_Msg_Hours_Overlap_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening ranges overlap the previous day's hours`)
};

const de_reg_msg_hours_overlap_previous = /** @type {(inputs: Reg_Msg_Hours_Overlap_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zeiträume überschneiden sich mit den Zeiten des Vortags`)
};

const fr_reg_msg_hours_overlap_previous = /** @type {(inputs: Reg_Msg_Hours_Overlap_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les plages horaires chevauchent celles de la veille`)
};

const es_reg_msg_hours_overlap_previous = /** @type {(inputs: Reg_Msg_Hours_Overlap_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los tramos de apertura se solapan con el horario del día anterior`)
};

const pt_br2_reg_msg_hours_overlap_previous = /** @type {(inputs: Reg_Msg_Hours_Overlap_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os períodos se sobrepõem ao horário do dia anterior`)
};

const ja_reg_msg_hours_overlap_previous = /** @type {(inputs: Reg_Msg_Hours_Overlap_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`営業時間帯が前日の営業時間と重なっています`)
};

const ko_reg_msg_hours_overlap_previous = /** @type {(inputs: Reg_Msg_Hours_Overlap_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`영업 시간대가 전날 영업시간과 겹칩니다`)
};

/**
* | output |
* | --- |
* | "Opening ranges overlap the previous day's hours" |
*
* @param {Reg_Msg_Hours_Overlap_PreviousInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_hours_overlap_previous = /** @type {((inputs?: Reg_Msg_Hours_Overlap_PreviousInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_Hours_Overlap_PreviousInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_hours_overlap_previous(inputs)
	if (locale === "fr") return fr_reg_msg_hours_overlap_previous(inputs)
	if (locale === "es") return es_reg_msg_hours_overlap_previous(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_hours_overlap_previous(inputs)
	if (locale === "ja") return ja_reg_msg_hours_overlap_previous(inputs)
	if (locale === "ko") return ko_reg_msg_hours_overlap_previous(inputs)
	return en_reg_msg_hours_overlap_previous(inputs)
});