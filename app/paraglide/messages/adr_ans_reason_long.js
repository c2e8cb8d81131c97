/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Ans_Reason_LongInputs */

const en_adr_ans_reason_long = /** @type {(inputs: Adr_Ans_Reason_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The reason can be at most 1000 characters.`)
};

const de_adr_ans_reason_long = /** @type {(inputs: Adr_Ans_Reason_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Grund darf höchstens 1000 Zeichen lang sein.`)
};

const fr_adr_ans_reason_long = /** @type {(inputs: Adr_Ans_Reason_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le motif ne peut pas dépasser 1000 caractères.`)
};

const es_adr_ans_reason_long = /** @type {(inputs: Adr_Ans_Reason_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El motivo puede tener como máximo 1000 caracteres.`)
};

const pt_br2_adr_ans_reason_long = /** @type {(inputs: Adr_Ans_Reason_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O motivo pode ter no máximo 1000 caracteres.`)
};

const ja_adr_ans_reason_long = /** @type {(inputs: Adr_Ans_Reason_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`理由は1000文字以内で入力してください。`)
};

const ko_adr_ans_reason_long = /** @type {(inputs: Adr_Ans_Reason_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`사유는 최대 1000자까지 입력할 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "The reason can be at most 1000 characters." |
*
* @param {Adr_Ans_Reason_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_ans_reason_long = /** @type {((inputs?: Adr_Ans_Reason_LongInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Ans_Reason_LongInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_ans_reason_long(inputs)
	if (locale === "fr") return fr_adr_ans_reason_long(inputs)
	if (locale === "es") return es_adr_ans_reason_long(inputs)
	if (locale === "pt-BR") return pt_br2_adr_ans_reason_long(inputs)
	if (locale === "ja") return ja_adr_ans_reason_long(inputs)
	if (locale === "ko") return ko_adr_ans_reason_long(inputs)
	return en_adr_ans_reason_long(inputs)
});