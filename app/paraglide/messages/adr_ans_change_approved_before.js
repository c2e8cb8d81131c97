/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Ans_Change_Approved_BeforeInputs */

const en_adr_ans_change_approved_before = /** @type {(inputs: Adr_Ans_Change_Approved_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This change was already approved. Nothing was changed.`)
};

const de_adr_ans_change_approved_before = /** @type {(inputs: Adr_Ans_Change_Approved_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Änderung wurde bereits angenommen. Nichts wurde geändert.`)
};

const fr_adr_ans_change_approved_before = /** @type {(inputs: Adr_Ans_Change_Approved_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette modification a déjà été approuvée. Rien n’a été modifié.`)
};

const es_adr_ans_change_approved_before = /** @type {(inputs: Adr_Ans_Change_Approved_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este cambio ya fue aprobado. No se cambió nada.`)
};

const pt_br2_adr_ans_change_approved_before = /** @type {(inputs: Adr_Ans_Change_Approved_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta alteração já foi aprovada. Nada foi alterado.`)
};

const ja_adr_ans_change_approved_before = /** @type {(inputs: Adr_Ans_Change_Approved_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この変更はすでに承認されています。何も変更されていません。`)
};

const ko_adr_ans_change_approved_before = /** @type {(inputs: Adr_Ans_Change_Approved_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 변경은 이미 승인되었습니다. 변경된 것이 없습니다.`)
};

/**
* | output |
* | --- |
* | "This change was already approved. Nothing was changed." |
*
* @param {Adr_Ans_Change_Approved_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_ans_change_approved_before = /** @type {((inputs?: Adr_Ans_Change_Approved_BeforeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Ans_Change_Approved_BeforeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_ans_change_approved_before(inputs)
	if (locale === "fr") return fr_adr_ans_change_approved_before(inputs)
	if (locale === "es") return es_adr_ans_change_approved_before(inputs)
	if (locale === "pt-BR") return pt_br2_adr_ans_change_approved_before(inputs)
	if (locale === "ja") return ja_adr_ans_change_approved_before(inputs)
	if (locale === "ko") return ko_adr_ans_change_approved_before(inputs)
	return en_adr_ans_change_approved_before(inputs)
});