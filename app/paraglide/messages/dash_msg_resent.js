/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_ResentInputs */

const en_dash_msg_resent = /** @type {(inputs: Dash_Msg_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New code sent! Check your email.`)
};

const de_dash_msg_resent = /** @type {(inputs: Dash_Msg_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuer Code gesendet! Schau in dein Postfach.`)
};

const fr_dash_msg_resent = /** @type {(inputs: Dash_Msg_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau code envoyé ! Consultez vos e-mails.`)
};

const es_dash_msg_resent = /** @type {(inputs: Dash_Msg_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Código nuevo enviado! Revisa tu correo.`)
};

const pt_br2_dash_msg_resent = /** @type {(inputs: Dash_Msg_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Novo código enviado! Confira seu e-mail.`)
};

const ja_dash_msg_resent = /** @type {(inputs: Dash_Msg_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しいコードを送信しました！メールをご確認ください。`)
};

const ko_dash_msg_resent = /** @type {(inputs: Dash_Msg_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`새 코드를 보냈습니다! 이메일을 확인하세요.`)
};

/**
* | output |
* | --- |
* | "New code sent! Check your email." |
*
* @param {Dash_Msg_ResentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_msg_resent = /** @type {((inputs?: Dash_Msg_ResentInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_ResentInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_msg_resent(inputs)
	if (locale === "fr") return fr_dash_msg_resent(inputs)
	if (locale === "es") return es_dash_msg_resent(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_resent(inputs)
	if (locale === "ja") return ja_dash_msg_resent(inputs)
	if (locale === "ko") return ko_dash_msg_resent(inputs)
	return en_dash_msg_resent(inputs)
});