/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Event_NameInputs */

const en_reg_event_name = /** @type {(inputs: Reg_Event_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event name`)
};

const de_reg_event_name = /** @type {(inputs: Reg_Event_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name des Events`)
};

const fr_reg_event_name = /** @type {(inputs: Reg_Event_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom de l'événement`)
};

const es_reg_event_name = /** @type {(inputs: Reg_Event_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre del evento`)
};

const pt_br2_reg_event_name = /** @type {(inputs: Reg_Event_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome do evento`)
};

const ja_reg_event_name = /** @type {(inputs: Reg_Event_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`イベント名`)
};

const ko_reg_event_name = /** @type {(inputs: Reg_Event_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이벤트 이름`)
};

/**
* | output |
* | --- |
* | "Event name" |
*
* @param {Reg_Event_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_event_name = /** @type {((inputs?: Reg_Event_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Event_NameInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_event_name(inputs)
	if (locale === "fr") return fr_reg_event_name(inputs)
	if (locale === "es") return es_reg_event_name(inputs)
	if (locale === "pt-BR") return pt_br2_reg_event_name(inputs)
	if (locale === "ja") return ja_reg_event_name(inputs)
	if (locale === "ko") return ko_reg_event_name(inputs)
	return en_reg_event_name(inputs)
});