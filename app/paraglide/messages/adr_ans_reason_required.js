/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Ans_Reason_RequiredInputs */

const en_adr_ans_reason_required = /** @type {(inputs: Adr_Ans_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please give a reason for the rejection.`)
};

const de_adr_ans_reason_required = /** @type {(inputs: Adr_Ans_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte geben Sie einen Grund für die Ablehnung an.`)
};

const fr_adr_ans_reason_required = /** @type {(inputs: Adr_Ans_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez indiquer le motif du refus.`)
};

const es_adr_ans_reason_required = /** @type {(inputs: Adr_Ans_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indique un motivo para el rechazo.`)
};

const pt_br2_adr_ans_reason_required = /** @type {(inputs: Adr_Ans_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe um motivo para a rejeição.`)
};

const ja_adr_ans_reason_required = /** @type {(inputs: Adr_Ans_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`却下の理由を入力してください。`)
};

const ko_adr_ans_reason_required = /** @type {(inputs: Adr_Ans_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`거부 사유를 입력해 주세요.`)
};

/**
* | output |
* | --- |
* | "Please give a reason for the rejection." |
*
* @param {Adr_Ans_Reason_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_ans_reason_required = /** @type {((inputs?: Adr_Ans_Reason_RequiredInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Ans_Reason_RequiredInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_ans_reason_required(inputs)
	if (locale === "fr") return fr_adr_ans_reason_required(inputs)
	if (locale === "es") return es_adr_ans_reason_required(inputs)
	if (locale === "pt-BR") return pt_br2_adr_ans_reason_required(inputs)
	if (locale === "ja") return ja_adr_ans_reason_required(inputs)
	if (locale === "ko") return ko_adr_ans_reason_required(inputs)
	return en_adr_ans_reason_required(inputs)
});