/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Msg_Stations_WholeInputs */

const en_reg_msg_stations_whole = /** @type {(inputs: Reg_Msg_Stations_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Number of stations must be a whole number, 0 or more`)
};

const de_reg_msg_stations_whole = /** @type {(inputs: Reg_Msg_Stations_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zahl der Plätze muss eine ganze Zahl ab 0 sein`)
};

const fr_reg_msg_stations_whole = /** @type {(inputs: Reg_Msg_Stations_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nombre de postes doit être un nombre entier, 0 ou plus`)
};

const es_reg_msg_stations_whole = /** @type {(inputs: Reg_Msg_Stations_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El número de puestos debe ser un número entero, 0 o más`)
};

const pt_br2_reg_msg_stations_whole = /** @type {(inputs: Reg_Msg_Stations_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O número de estações deve ser um número inteiro, 0 ou mais`)
};

const ja_reg_msg_stations_whole = /** @type {(inputs: Reg_Msg_Stations_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`席数は0以上の整数で入力してください`)
};

const ko_reg_msg_stations_whole = /** @type {(inputs: Reg_Msg_Stations_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`좌석 수는 0 이상의 정수여야 합니다`)
};

/**
* | output |
* | --- |
* | "Number of stations must be a whole number, 0 or more" |
*
* @param {Reg_Msg_Stations_WholeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_stations_whole = /** @type {((inputs?: Reg_Msg_Stations_WholeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_Stations_WholeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_stations_whole(inputs)
	if (locale === "fr") return fr_reg_msg_stations_whole(inputs)
	if (locale === "es") return es_reg_msg_stations_whole(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_stations_whole(inputs)
	if (locale === "ja") return ja_reg_msg_stations_whole(inputs)
	if (locale === "ko") return ko_reg_msg_stations_whole(inputs)
	return en_reg_msg_stations_whole(inputs)
});