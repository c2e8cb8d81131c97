/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_StartInputs */

const en_reg_start = /** @type {(inputs: Reg_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start date and time`)
};

const de_reg_start = /** @type {(inputs: Reg_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beginn (Datum und Uhrzeit)`)
};

const fr_reg_start = /** @type {(inputs: Reg_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date et heure de début`)
};

const es_reg_start = /** @type {(inputs: Reg_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha y hora de inicio`)
};

const pt_br2_reg_start = /** @type {(inputs: Reg_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data e hora de início`)
};

const ja_reg_start = /** @type {(inputs: Reg_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`開始日時`)
};

const ko_reg_start = /** @type {(inputs: Reg_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`시작 날짜 및 시간`)
};

/**
* | output |
* | --- |
* | "Start date and time" |
*
* @param {Reg_StartInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_start = /** @type {((inputs?: Reg_StartInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_StartInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_start(inputs)
	if (locale === "fr") return fr_reg_start(inputs)
	if (locale === "es") return es_reg_start(inputs)
	if (locale === "pt-BR") return pt_br2_reg_start(inputs)
	if (locale === "ja") return ja_reg_start(inputs)
	if (locale === "ko") return ko_reg_start(inputs)
	return en_reg_start(inputs)
});