/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adl_Ans_InvalidInputs */

const en_adl_ans_invalid = /** @type {(inputs: Adl_Ans_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid form.`)
};

const de_adl_ans_invalid = /** @type {(inputs: Adl_Ans_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültiges Formular.`)
};

const fr_adl_ans_invalid = /** @type {(inputs: Adl_Ans_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formulaire invalide.`)
};

const es_adl_ans_invalid = /** @type {(inputs: Adl_Ans_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formulario no válido.`)
};

const pt_br2_adl_ans_invalid = /** @type {(inputs: Adl_Ans_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formulário inválido.`)
};

const ja_adl_ans_invalid = /** @type {(inputs: Adl_Ans_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無効なフォームです。`)
};

const ko_adl_ans_invalid = /** @type {(inputs: Adl_Ans_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`잘못된 양식입니다.`)
};

/**
* | output |
* | --- |
* | "Invalid form." |
*
* @param {Adl_Ans_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adl_ans_invalid = /** @type {((inputs?: Adl_Ans_InvalidInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adl_Ans_InvalidInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adl_ans_invalid(inputs)
	if (locale === "fr") return fr_adl_ans_invalid(inputs)
	if (locale === "es") return es_adl_ans_invalid(inputs)
	if (locale === "pt-BR") return pt_br2_adl_ans_invalid(inputs)
	if (locale === "ja") return ja_adl_ans_invalid(inputs)
	if (locale === "ko") return ko_adl_ans_invalid(inputs)
	return en_adl_ans_invalid(inputs)
});