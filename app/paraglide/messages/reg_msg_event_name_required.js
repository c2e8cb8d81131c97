/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Msg_Event_Name_RequiredInputs */

const en_reg_msg_event_name_required = /** @type {(inputs: Reg_Msg_Event_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event name is required`)
};

const de_reg_msg_event_name_required = /** @type {(inputs: Reg_Msg_Event_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Name des Events ist erforderlich`)
};

const fr_reg_msg_event_name_required = /** @type {(inputs: Reg_Msg_Event_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nom de l'événement est obligatoire`)
};

const es_reg_msg_event_name_required = /** @type {(inputs: Reg_Msg_Event_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre del evento es obligatorio`)
};

const pt_br2_reg_msg_event_name_required = /** @type {(inputs: Reg_Msg_Event_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O nome do evento é obrigatório`)
};

const ja_reg_msg_event_name_required = /** @type {(inputs: Reg_Msg_Event_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`イベント名は必須です`)
};

const ko_reg_msg_event_name_required = /** @type {(inputs: Reg_Msg_Event_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이벤트 이름은 필수입니다`)
};

/**
* | output |
* | --- |
* | "Event name is required" |
*
* @param {Reg_Msg_Event_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_event_name_required = /** @type {((inputs?: Reg_Msg_Event_Name_RequiredInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_Event_Name_RequiredInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_event_name_required(inputs)
	if (locale === "fr") return fr_reg_msg_event_name_required(inputs)
	if (locale === "es") return es_reg_msg_event_name_required(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_event_name_required(inputs)
	if (locale === "ja") return ja_reg_msg_event_name_required(inputs)
	if (locale === "ko") return ko_reg_msg_event_name_required(inputs)
	return en_reg_msg_event_name_required(inputs)
});