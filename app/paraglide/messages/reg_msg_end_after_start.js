/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Msg_End_After_StartInputs */

const en_reg_msg_end_after_start = /** @type {(inputs: Reg_Msg_End_After_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End date and time must be after the start`)
};

const de_reg_msg_end_after_start = /** @type {(inputs: Reg_Msg_End_After_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Ende muss nach dem Beginn liegen`)
};

const fr_reg_msg_end_after_start = /** @type {(inputs: Reg_Msg_End_After_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La date et l'heure de fin doivent être après le début`)
};

const es_reg_msg_end_after_start = /** @type {(inputs: Reg_Msg_End_After_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha y hora de fin deben ser posteriores al inicio`)
};

const pt_br2_reg_msg_end_after_start = /** @type {(inputs: Reg_Msg_End_After_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A data e hora de término devem ser depois do início`)
};

const ja_reg_msg_end_after_start = /** @type {(inputs: Reg_Msg_End_After_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`終了日時は開始日時より後にしてください`)
};

const ko_reg_msg_end_after_start = /** @type {(inputs: Reg_Msg_End_After_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`종료 날짜 및 시간은 시작 이후여야 합니다`)
};

/**
* | output |
* | --- |
* | "End date and time must be after the start" |
*
* @param {Reg_Msg_End_After_StartInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_end_after_start = /** @type {((inputs?: Reg_Msg_End_After_StartInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_End_After_StartInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_end_after_start(inputs)
	if (locale === "fr") return fr_reg_msg_end_after_start(inputs)
	if (locale === "es") return es_reg_msg_end_after_start(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_end_after_start(inputs)
	if (locale === "ja") return ja_reg_msg_end_after_start(inputs)
	if (locale === "ko") return ko_reg_msg_end_after_start(inputs)
	return en_reg_msg_end_after_start(inputs)
});