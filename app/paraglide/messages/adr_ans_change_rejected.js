/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Adr_Ans_Change_RejectedInputs */

const en_adr_ans_change_rejected = /** @type {(inputs: Adr_Ans_Change_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Changes to "${i?.name}" rejected.`)
};

const de_adr_ans_change_rejected = /** @type {(inputs: Adr_Ans_Change_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Änderungen an „${i?.name}“ abgelehnt.`)
};

const fr_adr_ans_change_rejected = /** @type {(inputs: Adr_Ans_Change_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Modifications de « ${i?.name} » refusées.`)
};

const es_adr_ans_change_rejected = /** @type {(inputs: Adr_Ans_Change_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cambios en «${i?.name}» rechazados.`)
};

const pt_br2_adr_ans_change_rejected = /** @type {(inputs: Adr_Ans_Change_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alterações em “${i?.name}” rejeitadas.`)
};

const ja_adr_ans_change_rejected = /** @type {(inputs: Adr_Ans_Change_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`「${i?.name}」の変更を却下しました。`)
};

const ko_adr_ans_change_rejected = /** @type {(inputs: Adr_Ans_Change_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`‘${i?.name}’의 변경을 거부했습니다.`)
};

/**
* | output |
* | --- |
* | "Changes to \"{name}\" rejected." |
*
* @param {Adr_Ans_Change_RejectedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_ans_change_rejected = /** @type {((inputs: Adr_Ans_Change_RejectedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Ans_Change_RejectedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_ans_change_rejected(inputs)
	if (locale === "fr") return fr_adr_ans_change_rejected(inputs)
	if (locale === "es") return es_adr_ans_change_rejected(inputs)
	if (locale === "pt-BR") return pt_br2_adr_ans_change_rejected(inputs)
	if (locale === "ja") return ja_adr_ans_change_rejected(inputs)
	if (locale === "ko") return ko_adr_ans_change_rejected(inputs)
	return en_adr_ans_change_rejected(inputs)
});