/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_Email_FailedInputs */

const en_dash_msg_email_failed = /** @type {(inputs: Dash_Msg_Email_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update email. Please try again.`)
};

const de_dash_msg_email_failed = /** @type {(inputs: Dash_Msg_Email_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die E-Mail-Adresse konnte nicht geändert werden. Bitte versuche es noch einmal.`)
};

const fr_dash_msg_email_failed = /** @type {(inputs: Dash_Msg_Email_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de la modification de l'e-mail. Veuillez réessayer.`)
};

const es_dash_msg_email_failed = /** @type {(inputs: Dash_Msg_Email_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar el correo. Inténtalo de nuevo.`)
};

const pt_br2_dash_msg_email_failed = /** @type {(inputs: Dash_Msg_Email_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível atualizar o e-mail. Tente novamente.`)
};

const ja_dash_msg_email_failed = /** @type {(inputs: Dash_Msg_Email_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールアドレスを更新できませんでした。もう一度お試しください。`)
};

const ko_dash_msg_email_failed = /** @type {(inputs: Dash_Msg_Email_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일을 변경하지 못했습니다. 다시 시도하세요.`)
};

/**
* | output |
* | --- |
* | "Failed to update email. Please try again." |
*
* @param {Dash_Msg_Email_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_msg_email_failed = /** @type {((inputs?: Dash_Msg_Email_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Email_FailedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_msg_email_failed(inputs)
	if (locale === "fr") return fr_dash_msg_email_failed(inputs)
	if (locale === "es") return es_dash_msg_email_failed(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_email_failed(inputs)
	if (locale === "ja") return ja_dash_msg_email_failed(inputs)
	if (locale === "ko") return ko_dash_msg_email_failed(inputs)
	return en_dash_msg_email_failed(inputs)
});