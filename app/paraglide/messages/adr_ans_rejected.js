/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Adr_Ans_RejectedInputs */

const en_adr_ans_rejected = /** @type {(inputs: Adr_Ans_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.name}" rejected.`)
};

const de_adr_ans_rejected = /** @type {(inputs: Adr_Ans_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.name}“ abgelehnt.`)
};

const fr_adr_ans_rejected = /** @type {(inputs: Adr_Ans_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.name} » refusé.`)
};

const es_adr_ans_rejected = /** @type {(inputs: Adr_Ans_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.name}» rechazado.`)
};

const pt_br2_adr_ans_rejected = /** @type {(inputs: Adr_Ans_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” rejeitado.`)
};

const ja_adr_ans_rejected = /** @type {(inputs: Adr_Ans_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`「${i?.name}」を却下しました。`)
};

const ko_adr_ans_rejected = /** @type {(inputs: Adr_Ans_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`‘${i?.name}’ 거부 완료.`)
};

/**
* | output |
* | --- |
* | "\"{name}\" rejected." |
*
* @param {Adr_Ans_RejectedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_ans_rejected = /** @type {((inputs: Adr_Ans_RejectedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Ans_RejectedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_ans_rejected(inputs)
	if (locale === "fr") return fr_adr_ans_rejected(inputs)
	if (locale === "es") return es_adr_ans_rejected(inputs)
	if (locale === "pt-BR") return pt_br2_adr_ans_rejected(inputs)
	if (locale === "ja") return ja_adr_ans_rejected(inputs)
	if (locale === "ko") return ko_adr_ans_rejected(inputs)
	return en_adr_ans_rejected(inputs)
});