/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Ans_Change_GoneInputs */

const en_adr_ans_change_gone = /** @type {(inputs: Adr_Ans_Change_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This change no longer exists.`)
};

const de_adr_ans_change_gone = /** @type {(inputs: Adr_Ans_Change_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Änderung existiert nicht mehr.`)
};

const fr_adr_ans_change_gone = /** @type {(inputs: Adr_Ans_Change_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette modification n’existe plus.`)
};

const es_adr_ans_change_gone = /** @type {(inputs: Adr_Ans_Change_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este cambio ya no existe.`)
};

const pt_br2_adr_ans_change_gone = /** @type {(inputs: Adr_Ans_Change_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta alteração não existe mais.`)
};

const ja_adr_ans_change_gone = /** @type {(inputs: Adr_Ans_Change_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この変更はもう存在しません。`)
};

const ko_adr_ans_change_gone = /** @type {(inputs: Adr_Ans_Change_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 변경은 더 이상 존재하지 않습니다.`)
};

/**
* | output |
* | --- |
* | "This change no longer exists." |
*
* @param {Adr_Ans_Change_GoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_ans_change_gone = /** @type {((inputs?: Adr_Ans_Change_GoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Ans_Change_GoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_ans_change_gone(inputs)
	if (locale === "fr") return fr_adr_ans_change_gone(inputs)
	if (locale === "es") return es_adr_ans_change_gone(inputs)
	if (locale === "pt-BR") return pt_br2_adr_ans_change_gone(inputs)
	if (locale === "ja") return ja_adr_ans_change_gone(inputs)
	if (locale === "ko") return ko_adr_ans_change_gone(inputs)
	return en_adr_ans_change_gone(inputs)
});