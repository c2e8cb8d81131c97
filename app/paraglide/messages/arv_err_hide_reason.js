/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_Err_Hide_ReasonInputs */

const en_arv_err_hide_reason = /** @type {(inputs: Arv_Err_Hide_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the reason the author will read.`)
};

const de_arv_err_hide_reason = /** @type {(inputs: Arv_Err_Hide_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib den Grund an, den die verfassende Person lesen wird.`)
};

const fr_arv_err_hide_reason = /** @type {(inputs: Arv_Err_Hide_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez la raison que l'auteur lira.`)
};

const es_arv_err_hide_reason = /** @type {(inputs: Arv_Err_Hide_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indica el motivo que leerá el autor.`)
};

const pt_br2_arv_err_hide_reason = /** @type {(inputs: Arv_Err_Hide_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe o motivo que o autor vai ler.`)
};

const ja_arv_err_hide_reason = /** @type {(inputs: Arv_Err_Hide_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`投稿者が読む理由を入力してください。`)
};

const ko_arv_err_hide_reason = /** @type {(inputs: Arv_Err_Hide_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`작성자가 읽을 이유를 입력하세요.`)
};

/**
* | output |
* | --- |
* | "Give the reason the author will read." |
*
* @param {Arv_Err_Hide_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_err_hide_reason = /** @type {((inputs?: Arv_Err_Hide_ReasonInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_Err_Hide_ReasonInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_err_hide_reason(inputs)
	if (locale === "fr") return fr_arv_err_hide_reason(inputs)
	if (locale === "es") return es_arv_err_hide_reason(inputs)
	if (locale === "pt-BR") return pt_br2_arv_err_hide_reason(inputs)
	if (locale === "ja") return ja_arv_err_hide_reason(inputs)
	if (locale === "ko") return ko_arv_err_hide_reason(inputs)
	return en_arv_err_hide_reason(inputs)
});