/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Adr_Ans_In_QueueInputs */

const en_adr_ans_in_queue = /** @type {(inputs: Adr_Ans_In_QueueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.name}" is not verified (it is in the queue), perhaps by another admin. Nothing was changed.`)
};

const de_adr_ans_in_queue = /** @type {(inputs: Adr_Ans_In_QueueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.name}“ ist nicht verifiziert (es ist in der Warteschlange), vielleicht durch einen anderen Admin. Nichts wurde geändert.`)
};

const fr_adr_ans_in_queue = /** @type {(inputs: Adr_Ans_In_QueueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.name} » n’est pas vérifié (il est dans la file), peut-être à cause d’un autre administrateur. Rien n’a été modifié.`)
};

const es_adr_ans_in_queue = /** @type {(inputs: Adr_Ans_In_QueueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.name}» no está verificado (está en la cola), quizá por otro administrador. No se cambió nada.`)
};

const pt_br2_adr_ans_in_queue = /** @type {(inputs: Adr_Ans_In_QueueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” não está verificado (está na fila), talvez por outro administrador. Nada foi alterado.`)
};

const ja_adr_ans_in_queue = /** @type {(inputs: Adr_Ans_In_QueueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`「${i?.name}」は認証されていません（キューにあります。別の管理者による可能性があります）。何も変更されていません。`)
};

const ko_adr_ans_in_queue = /** @type {(inputs: Adr_Ans_In_QueueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`‘${i?.name}’은(는) 인증되지 않았습니다(대기열에 있음, 다른 관리자가 처리했을 수 있습니다). 변경된 것이 없습니다.`)
};

/**
* | output |
* | --- |
* | "\"{name}\" is not verified (it is in the queue), perhaps by another admin. Nothing was changed." |
*
* @param {Adr_Ans_In_QueueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_ans_in_queue = /** @type {((inputs: Adr_Ans_In_QueueInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Ans_In_QueueInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_ans_in_queue(inputs)
	if (locale === "fr") return fr_adr_ans_in_queue(inputs)
	if (locale === "es") return es_adr_ans_in_queue(inputs)
	if (locale === "pt-BR") return pt_br2_adr_ans_in_queue(inputs)
	if (locale === "ja") return ja_adr_ans_in_queue(inputs)
	if (locale === "ko") return ko_adr_ans_in_queue(inputs)
	return en_adr_ans_in_queue(inputs)
});