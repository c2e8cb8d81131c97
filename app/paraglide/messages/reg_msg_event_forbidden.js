/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Msg_Event_ForbiddenInputs */

const en_reg_msg_event_forbidden = /** @type {(inputs: Reg_Msg_Event_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You do not have permission to edit this event`)
};

const de_reg_msg_event_forbidden = /** @type {(inputs: Reg_Msg_Event_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du darfst dieses Event nicht bearbeiten`)
};

const fr_reg_msg_event_forbidden = /** @type {(inputs: Reg_Msg_Event_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n'avez pas l'autorisation de modifier cet événement`)
};

const es_reg_msg_event_forbidden = /** @type {(inputs: Reg_Msg_Event_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tienes permiso para editar este evento`)
};

const pt_br2_reg_msg_event_forbidden = /** @type {(inputs: Reg_Msg_Event_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você não tem permissão para editar este evento`)
};

const ja_reg_msg_event_forbidden = /** @type {(inputs: Reg_Msg_Event_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このイベントを編集する権限がありません`)
};

const ko_reg_msg_event_forbidden = /** @type {(inputs: Reg_Msg_Event_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 이벤트를 수정할 권한이 없습니다`)
};

/**
* | output |
* | --- |
* | "You do not have permission to edit this event" |
*
* @param {Reg_Msg_Event_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_event_forbidden = /** @type {((inputs?: Reg_Msg_Event_ForbiddenInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_Event_ForbiddenInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_event_forbidden(inputs)
	if (locale === "fr") return fr_reg_msg_event_forbidden(inputs)
	if (locale === "es") return es_reg_msg_event_forbidden(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_event_forbidden(inputs)
	if (locale === "ja") return ja_reg_msg_event_forbidden(inputs)
	if (locale === "ko") return ko_reg_msg_event_forbidden(inputs)
	return en_reg_msg_event_forbidden(inputs)
});