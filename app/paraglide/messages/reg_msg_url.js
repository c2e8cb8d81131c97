/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Msg_UrlInputs */

const en_reg_msg_url = /** @type {(inputs: Reg_Msg_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid URL starting with http:// or https://`)
};

const de_reg_msg_url = /** @type {(inputs: Reg_Msg_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte gib eine gültige URL ein, die mit http:// oder https:// beginnt`)
};

const fr_reg_msg_url = /** @type {(inputs: Reg_Msg_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir une URL valide commençant par http:// ou https://`)
};

const es_reg_msg_url = /** @type {(inputs: Reg_Msg_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce una URL válida que empiece por http:// o https://`)
};

const pt_br2_reg_msg_url = /** @type {(inputs: Reg_Msg_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite uma URL válida começando com http:// ou https://`)
};

const ja_reg_msg_url = /** @type {(inputs: Reg_Msg_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`http:// または https:// で始まる有効なURLを入力してください`)
};

const ko_reg_msg_url = /** @type {(inputs: Reg_Msg_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`http:// 또는 https://로 시작하는 올바른 URL을 입력하세요`)
};

/**
* | output |
* | --- |
* | "Please enter a valid URL starting with http:// or https://" |
*
* @param {Reg_Msg_UrlInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_msg_url = /** @type {((inputs?: Reg_Msg_UrlInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Msg_UrlInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_msg_url(inputs)
	if (locale === "fr") return fr_reg_msg_url(inputs)
	if (locale === "es") return es_reg_msg_url(inputs)
	if (locale === "pt-BR") return pt_br2_reg_msg_url(inputs)
	if (locale === "ja") return ja_reg_msg_url(inputs)
	if (locale === "ko") return ko_reg_msg_url(inputs)
	return en_reg_msg_url(inputs)
});