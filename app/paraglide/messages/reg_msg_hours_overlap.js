/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Msg_Hours_OverlapInputs */

const en_reg_msg_hours_overlap = /** @type {(inputs: Reg_Msg_Hours_OverlapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening ranges overlap`)
};

const de_reg_msg_hours_overlap = /** @type {(inputs: Reg_Msg_Hours_OverlapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zeiträume überschneiden sich`)
};

const fr_reg_msg_hours_overlap = /** @type {(inputs: Reg_Msg_Hours_OverlapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les plages horaires se chevauchent`)
};

const es_reg_msg_hours_overlap = /** @type {(inputs: Reg_Msg_Hours_OverlapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los tramos de apertura se solapan`)
};

const pt_br2_reg_msg_hours_overlap = /** @type {(inputs: Reg_Msg_Hours_OverlapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os períodos de funcionamento se sobrepõem`)
};

const ja_reg_msg_hours_overlap = /** @type {(inputs: Reg_Msg_Hours_OverlapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`営業時間帯が重なっています`)
};

const ko_reg_msg_hours_overlap = /** @type {(inputs: Reg_Msg_Hours_OverlapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`영업 시간대가 겹칩니다`)
};

/**
* | output |
* | --- |
* | "Opening ranges overlap" |
*
* @param {Reg_Msg_Hours_OverlapInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_hours_overlap = /** @type {((inputs?: Reg_Msg_Hours_OverlapInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_Hours_OverlapInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_hours_overlap(inputs)
	if (locale === "fr") return fr_reg_msg_hours_overlap(inputs)
	if (locale === "es") return es_reg_msg_hours_overlap(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_hours_overlap(inputs)
	if (locale === "ja") return ja_reg_msg_hours_overlap(inputs)
	if (locale === "ko") return ko_reg_msg_hours_overlap(inputs)
	return en_reg_msg_hours_overlap(inputs)
});