/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_Err_Hide_Reason_LongInputs */

const en_arv_err_hide_reason_long = /** @type {(inputs: Arv_Err_Hide_Reason_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep the reason to 500 characters or fewer.`)
};

const de_arv_err_hide_reason_long = /** @type {(inputs: Arv_Err_Hide_Reason_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Grund darf höchstens 500 Zeichen lang sein.`)
};

const fr_arv_err_hide_reason_long = /** @type {(inputs: Arv_Err_Hide_Reason_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La raison ne doit pas dépasser 500 caractères.`)
};

const es_arv_err_hide_reason_long = /** @type {(inputs: Arv_Err_Hide_Reason_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El motivo no puede superar los 500 caracteres.`)
};

const pt_br2_arv_err_hide_reason_long = /** @type {(inputs: Arv_Err_Hide_Reason_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O motivo deve ter no máximo 500 caracteres.`)
};

const ja_arv_err_hide_reason_long = /** @type {(inputs: Arv_Err_Hide_Reason_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`理由は 500 文字以内にしてください。`)
};

const ko_arv_err_hide_reason_long = /** @type {(inputs: Arv_Err_Hide_Reason_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이유는 500자 이하로 작성하세요.`)
};

/**
* | output |
* | --- |
* | "Keep the reason to 500 characters or fewer." |
*
* @param {Arv_Err_Hide_Reason_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_err_hide_reason_long = /** @type {((inputs?: Arv_Err_Hide_Reason_LongInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_Err_Hide_Reason_LongInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_err_hide_reason_long(inputs)
	if (locale === "fr") return fr_arv_err_hide_reason_long(inputs)
	if (locale === "es") return es_arv_err_hide_reason_long(inputs)
	if (locale === "pt-BR") return pt_br2_arv_err_hide_reason_long(inputs)
	if (locale === "ja") return ja_arv_err_hide_reason_long(inputs)
	if (locale === "ko") return ko_arv_err_hide_reason_long(inputs)
	return en_arv_err_hide_reason_long(inputs)
});