/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Msg_Stations_MaxInputs */

const en_reg_msg_stations_max = /** @type {(inputs: Reg_Msg_Stations_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Number of stations must be at most 100000`)
};

const de_reg_msg_stations_max = /** @type {(inputs: Reg_Msg_Stations_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zahl der Plätze darf höchstens 100000 sein`)
};

const fr_reg_msg_stations_max = /** @type {(inputs: Reg_Msg_Stations_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nombre de postes doit être d'au plus 100000`)
};

const es_reg_msg_stations_max = /** @type {(inputs: Reg_Msg_Stations_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El número de puestos debe ser como máximo 100000`)
};

const pt_br2_reg_msg_stations_max = /** @type {(inputs: Reg_Msg_Stations_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O número de estações deve ser no máximo 100000`)
};

const ja_reg_msg_stations_max = /** @type {(inputs: Reg_Msg_Stations_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`席数は100000以下で入力してください`)
};

const ko_reg_msg_stations_max = /** @type {(inputs: Reg_Msg_Stations_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`좌석 수는 100000 이하여야 합니다`)
};

/**
* | output |
* | --- |
* | "Number of stations must be at most 100000" |
*
* @param {Reg_Msg_Stations_MaxInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_stations_max = /** @type {((inputs?: Reg_Msg_Stations_MaxInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_Stations_MaxInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_stations_max(inputs)
	if (locale === "fr") return fr_reg_msg_stations_max(inputs)
	if (locale === "es") return es_reg_msg_stations_max(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_stations_max(inputs)
	if (locale === "ja") return ja_reg_msg_stations_max(inputs)
	if (locale === "ko") return ko_reg_msg_stations_max(inputs)
	return en_reg_msg_stations_max(inputs)
});