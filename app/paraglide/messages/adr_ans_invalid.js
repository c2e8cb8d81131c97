/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Ans_InvalidInputs */

const en_adr_ans_invalid = /** @type {(inputs: Adr_Ans_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid request.`)
};

const de_adr_ans_invalid = /** @type {(inputs: Adr_Ans_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige Anfrage.`)
};

const fr_adr_ans_invalid = /** @type {(inputs: Adr_Ans_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requête invalide.`)
};

const es_adr_ans_invalid = /** @type {(inputs: Adr_Ans_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud no válida.`)
};

const pt_br2_adr_ans_invalid = /** @type {(inputs: Adr_Ans_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitação inválida.`)
};

const ja_adr_ans_invalid = /** @type {(inputs: Adr_Ans_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無効なリクエストです。`)
};

const ko_adr_ans_invalid = /** @type {(inputs: Adr_Ans_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`잘못된 요청입니다.`)
};

/**
* | output |
* | --- |
* | "Invalid request." |
*
* @param {Adr_Ans_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_ans_invalid = /** @type {((inputs?: Adr_Ans_InvalidInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Ans_InvalidInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_ans_invalid(inputs)
	if (locale === "fr") return fr_adr_ans_invalid(inputs)
	if (locale === "es") return es_adr_ans_invalid(inputs)
	if (locale === "pt-BR") return pt_br2_adr_ans_invalid(inputs)
	if (locale === "ja") return ja_adr_ans_invalid(inputs)
	if (locale === "ko") return ko_adr_ans_invalid(inputs)
	return en_adr_ans_invalid(inputs)
});