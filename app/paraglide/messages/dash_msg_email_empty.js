/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_Email_EmptyInputs */

const en_dash_msg_email_empty = /** @type {(inputs: Dash_Msg_Email_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a new email address`)
};

const de_dash_msg_email_empty = /** @type {(inputs: Dash_Msg_Email_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte gib eine neue E-Mail-Adresse ein`)
};

const fr_dash_msg_email_empty = /** @type {(inputs: Dash_Msg_Email_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir une nouvelle adresse e-mail`)
};

const es_dash_msg_email_empty = /** @type {(inputs: Dash_Msg_Email_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce una nueva dirección de correo`)
};

const pt_br2_dash_msg_email_empty = /** @type {(inputs: Dash_Msg_Email_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite um novo endereço de e-mail`)
};

const ja_dash_msg_email_empty = /** @type {(inputs: Dash_Msg_Email_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しいメールアドレスを入力してください`)
};

const ko_dash_msg_email_empty = /** @type {(inputs: Dash_Msg_Email_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`새 이메일 주소를 입력하세요`)
};

/**
* | output |
* | --- |
* | "Please enter a new email address" |
*
* @param {Dash_Msg_Email_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_msg_email_empty = /** @type {((inputs?: Dash_Msg_Email_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Email_EmptyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_msg_email_empty(inputs)
	if (locale === "fr") return fr_dash_msg_email_empty(inputs)
	if (locale === "es") return es_dash_msg_email_empty(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_email_empty(inputs)
	if (locale === "ja") return ja_dash_msg_email_empty(inputs)
	if (locale === "ko") return ko_dash_msg_email_empty(inputs)
	return en_dash_msg_email_empty(inputs)
});