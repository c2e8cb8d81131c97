/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Event_InformationInputs */

const en_reg_event_information = /** @type {(inputs: Reg_Event_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event Information`)
};

const de_reg_event_information = /** @type {(inputs: Reg_Event_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angaben zum Event`)
};

const fr_reg_event_information = /** @type {(inputs: Reg_Event_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informations sur l'événement`)
};

const es_reg_event_information = /** @type {(inputs: Reg_Event_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Información del evento`)
};

const pt_br2_reg_event_information = /** @type {(inputs: Reg_Event_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informações do evento`)
};

const ja_reg_event_information = /** @type {(inputs: Reg_Event_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`イベント情報`)
};

const ko_reg_event_information = /** @type {(inputs: Reg_Event_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이벤트 정보`)
};

/**
* | output |
* | --- |
* | "Event Information" |
*
* @param {Reg_Event_InformationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_event_information = /** @type {((inputs?: Reg_Event_InformationInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Event_InformationInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_event_information(inputs)
	if (locale === "fr") return fr_reg_event_information(inputs)
	if (locale === "es") return es_reg_event_information(inputs)
	if (locale === "pt-BR") return pt_br2_reg_event_information(inputs)
	if (locale === "ja") return ja_reg_event_information(inputs)
	if (locale === "ko") return ko_reg_event_information(inputs)
	return en_reg_event_information(inputs)
});