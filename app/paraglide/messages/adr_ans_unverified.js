/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Adr_Ans_UnverifiedInputs */

const en_adr_ans_unverified = /** @type {(inputs: Adr_Ans_UnverifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.name}" moved back to the queue.`)
};

const de_adr_ans_unverified = /** @type {(inputs: Adr_Ans_UnverifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.name}“ zurück in die Warteschlange gestellt.`)
};

const fr_adr_ans_unverified = /** @type {(inputs: Adr_Ans_UnverifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.name} » remis dans la file.`)
};

const es_adr_ans_unverified = /** @type {(inputs: Adr_Ans_UnverifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.name}» devuelto a la cola.`)
};

const pt_br2_adr_ans_unverified = /** @type {(inputs: Adr_Ans_UnverifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” devolvido à fila.`)
};

const ja_adr_ans_unverified = /** @type {(inputs: Adr_Ans_UnverifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`「${i?.name}」をキューに戻しました。`)
};

const ko_adr_ans_unverified = /** @type {(inputs: Adr_Ans_UnverifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`‘${i?.name}’을(를) 대기열로 되돌렸습니다.`)
};

/**
* | output |
* | --- |
* | "\"{name}\" moved back to the queue." |
*
* @param {Adr_Ans_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_ans_unverified = /** @type {((inputs: Adr_Ans_UnverifiedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Ans_UnverifiedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_ans_unverified(inputs)
	if (locale === "fr") return fr_adr_ans_unverified(inputs)
	if (locale === "es") return es_adr_ans_unverified(inputs)
	if (locale === "pt-BR") return pt_br2_adr_ans_unverified(inputs)
	if (locale === "ja") return ja_adr_ans_unverified(inputs)
	if (locale === "ko") return ko_adr_ans_unverified(inputs)
	return en_adr_ans_unverified(inputs)
});