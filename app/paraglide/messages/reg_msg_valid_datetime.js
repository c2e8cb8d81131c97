/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Msg_Valid_DatetimeInputs */

const en_reg_msg_valid_datetime = /** @type {(inputs: Reg_Msg_Valid_DatetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid date and time`)
};

const de_reg_msg_valid_datetime = /** @type {(inputs: Reg_Msg_Valid_DatetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte gib ein gültiges Datum mit Uhrzeit ein`)
};

const fr_reg_msg_valid_datetime = /** @type {(inputs: Reg_Msg_Valid_DatetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir une date et une heure valides`)
};

const es_reg_msg_valid_datetime = /** @type {(inputs: Reg_Msg_Valid_DatetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce una fecha y hora válidas`)
};

const pt_br2_reg_msg_valid_datetime = /** @type {(inputs: Reg_Msg_Valid_DatetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite uma data e hora válidas`)
};

const ja_reg_msg_valid_datetime = /** @type {(inputs: Reg_Msg_Valid_DatetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有効な日時を入力してください`)
};

const ko_reg_msg_valid_datetime = /** @type {(inputs: Reg_Msg_Valid_DatetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`올바른 날짜와 시간을 입력하세요`)
};

/**
* | output |
* | --- |
* | "Please enter a valid date and time" |
*
* @param {Reg_Msg_Valid_DatetimeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_valid_datetime = /** @type {((inputs?: Reg_Msg_Valid_DatetimeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_Valid_DatetimeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_valid_datetime(inputs)
	if (locale === "fr") return fr_reg_msg_valid_datetime(inputs)
	if (locale === "es") return es_reg_msg_valid_datetime(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_valid_datetime(inputs)
	if (locale === "ja") return ja_reg_msg_valid_datetime(inputs)
	if (locale === "ko") return ko_reg_msg_valid_datetime(inputs)
	return en_reg_msg_valid_datetime(inputs)
});