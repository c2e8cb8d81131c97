/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Msg_Last_NameInputs */

const en_own_msg_last_name = /** @type {(inputs: Own_Msg_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your last name`)
};

const de_own_msg_last_name = /** @type {(inputs: Own_Msg_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte gib deinen Nachnamen ein`)
};

const fr_own_msg_last_name = /** @type {(inputs: Own_Msg_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir votre nom`)
};

const es_own_msg_last_name = /** @type {(inputs: Own_Msg_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce tus apellidos`)
};

const pt_br2_own_msg_last_name = /** @type {(inputs: Own_Msg_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe seu sobrenome`)
};

const ja_own_msg_last_name = /** @type {(inputs: Own_Msg_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`姓を入力してください`)
};

const ko_own_msg_last_name = /** @type {(inputs: Own_Msg_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`성을 입력하세요`)
};

/**
* | output |
* | --- |
* | "Please enter your last name" |
*
* @param {Own_Msg_Last_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_msg_last_name = /** @type {((inputs?: Own_Msg_Last_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Msg_Last_NameInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_msg_last_name(inputs)
	if (locale === "fr") return fr_own_msg_last_name(inputs)
	if (locale === "es") return es_own_msg_last_name(inputs)
	if (locale === "pt-BR") return pt_br2_own_msg_last_name(inputs)
	if (locale === "ja") return ja_own_msg_last_name(inputs)
	if (locale === "ko") return ko_own_msg_last_name(inputs)
	return en_own_msg_last_name(inputs)
});