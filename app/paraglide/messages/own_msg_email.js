/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Msg_EmailInputs */

const en_own_msg_email = /** @type {(inputs: Own_Msg_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your email address`)
};

const de_own_msg_email = /** @type {(inputs: Own_Msg_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte gib deine E-Mail-Adresse ein`)
};

const fr_own_msg_email = /** @type {(inputs: Own_Msg_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir votre adresse e-mail`)
};

const es_own_msg_email = /** @type {(inputs: Own_Msg_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce tu correo electrónico`)
};

const pt_br2_own_msg_email = /** @type {(inputs: Own_Msg_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe seu e-mail`)
};

const ja_own_msg_email = /** @type {(inputs: Own_Msg_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールアドレスを入力してください`)
};

const ko_own_msg_email = /** @type {(inputs: Own_Msg_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일 주소를 입력하세요`)
};

/**
* | output |
* | --- |
* | "Please enter your email address" |
*
* @param {Own_Msg_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_msg_email = /** @type {((inputs?: Own_Msg_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Msg_EmailInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_msg_email(inputs)
	if (locale === "fr") return fr_own_msg_email(inputs)
	if (locale === "es") return es_own_msg_email(inputs)
	if (locale === "pt-BR") return pt_br2_own_msg_email(inputs)
	if (locale === "ja") return ja_own_msg_email(inputs)
	if (locale === "ko") return ko_own_msg_email(inputs)
	return en_own_msg_email(inputs)
});