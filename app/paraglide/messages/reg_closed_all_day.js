/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Closed_All_DayInputs */

const en_reg_closed_all_day = /** @type {(inputs: Reg_Closed_All_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed all day`)
};

const de_reg_closed_all_day = /** @type {(inputs: Reg_Closed_All_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ganztägig geschlossen`)
};

const fr_reg_closed_all_day = /** @type {(inputs: Reg_Closed_All_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermé toute la journée`)
};

const es_reg_closed_all_day = /** @type {(inputs: Reg_Closed_All_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrado todo el día`)
};

const pt_br2_reg_closed_all_day = /** @type {(inputs: Reg_Closed_All_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fechado o dia todo`)
};

const ja_reg_closed_all_day = /** @type {(inputs: Reg_Closed_All_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`終日休業`)
};

const ko_reg_closed_all_day = /** @type {(inputs: Reg_Closed_All_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`종일 휴무`)
};

/**
* | output |
* | --- |
* | "Closed all day" |
*
* @param {Reg_Closed_All_DayInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_closed_all_day = /** @type {((inputs?: Reg_Closed_All_DayInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Closed_All_DayInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_closed_all_day(inputs)
	if (locale === "fr") return fr_reg_closed_all_day(inputs)
	if (locale === "es") return es_reg_closed_all_day(inputs)
	if (locale === "pt-BR") return pt_br2_reg_closed_all_day(inputs)
	if (locale === "ja") return ja_reg_closed_all_day(inputs)
	if (locale === "ko") return ko_reg_closed_all_day(inputs)
	return en_reg_closed_all_day(inputs)
});