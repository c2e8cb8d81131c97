/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_Email_TakenInputs */

const en_dash_msg_email_taken = /** @type {(inputs: Dash_Msg_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This email address is already in use. Please use a different email.`)
};

const de_dash_msg_email_taken = /** @type {(inputs: Dash_Msg_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese E-Mail-Adresse wird bereits verwendet. Bitte nutze eine andere.`)
};

const fr_dash_msg_email_taken = /** @type {(inputs: Dash_Msg_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette adresse e-mail est déjà utilisée. Veuillez en utiliser une autre.`)
};

const es_dash_msg_email_taken = /** @type {(inputs: Dash_Msg_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta dirección de correo ya está en uso. Usa otra distinta.`)
};

const pt_br2_dash_msg_email_taken = /** @type {(inputs: Dash_Msg_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este endereço de e-mail já está em uso. Use outro e-mail.`)
};

const ja_dash_msg_email_taken = /** @type {(inputs: Dash_Msg_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このメールアドレスはすでに使われています。別のアドレスを使用してください。`)
};

const ko_dash_msg_email_taken = /** @type {(inputs: Dash_Msg_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이미 사용 중인 이메일 주소입니다. 다른 이메일을 사용하세요.`)
};

/**
* | output |
* | --- |
* | "This email address is already in use. Please use a different email." |
*
* @param {Dash_Msg_Email_TakenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_msg_email_taken = /** @type {((inputs?: Dash_Msg_Email_TakenInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Email_TakenInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_msg_email_taken(inputs)
	if (locale === "fr") return fr_dash_msg_email_taken(inputs)
	if (locale === "es") return es_dash_msg_email_taken(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_email_taken(inputs)
	if (locale === "ja") return ja_dash_msg_email_taken(inputs)
	if (locale === "ko") return ko_dash_msg_email_taken(inputs)
	return en_dash_msg_email_taken(inputs)
});