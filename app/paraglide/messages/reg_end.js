/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_EndInputs */

const en_reg_end = /** @type {(inputs: Reg_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End date and time`)
};

const de_reg_end = /** @type {(inputs: Reg_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ende (Datum und Uhrzeit)`)
};

const fr_reg_end = /** @type {(inputs: Reg_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date et heure de fin`)
};

const es_reg_end = /** @type {(inputs: Reg_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha y hora de fin`)
};

const pt_br2_reg_end = /** @type {(inputs: Reg_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data e hora de término`)
};

const ja_reg_end = /** @type {(inputs: Reg_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`終了日時`)
};

const ko_reg_end = /** @type {(inputs: Reg_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`종료 날짜 및 시간`)
};

/**
* | output |
* | --- |
* | "End date and time" |
*
* @param {Reg_EndInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_end = /** @type {((inputs?: Reg_EndInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_EndInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_end(inputs)
	if (locale === "fr") return fr_reg_end(inputs)
	if (locale === "es") return es_reg_end(inputs)
	if (locale === "pt-BR") return pt_br2_reg_end(inputs)
	if (locale === "ja") return ja_reg_end(inputs)
	if (locale === "ko") return ko_reg_end(inputs)
	return en_reg_end(inputs)
});