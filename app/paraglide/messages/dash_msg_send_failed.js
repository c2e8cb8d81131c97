/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_Send_FailedInputs */

const en_dash_msg_send_failed = /** @type {(inputs: Dash_Msg_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to send verification code. Please try again.`)
};

const de_dash_msg_send_failed = /** @type {(inputs: Dash_Msg_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Bestätigungscode konnte nicht gesendet werden. Bitte versuche es noch einmal.`)
};

const fr_dash_msg_send_failed = /** @type {(inputs: Dash_Msg_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de l'envoi du code de vérification. Veuillez réessayer.`)
};

const es_dash_msg_send_failed = /** @type {(inputs: Dash_Msg_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo enviar el código de verificación. Inténtalo de nuevo.`)
};

const pt_br2_dash_msg_send_failed = /** @type {(inputs: Dash_Msg_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível enviar o código de verificação. Tente novamente.`)
};

const ja_dash_msg_send_failed = /** @type {(inputs: Dash_Msg_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`確認コードを送信できませんでした。もう一度お試しください。`)
};

const ko_dash_msg_send_failed = /** @type {(inputs: Dash_Msg_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`인증 코드를 보내지 못했습니다. 다시 시도하세요.`)
};

/**
* | output |
* | --- |
* | "Failed to send verification code. Please try again." |
*
* @param {Dash_Msg_Send_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_msg_send_failed = /** @type {((inputs?: Dash_Msg_Send_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Send_FailedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_msg_send_failed(inputs)
	if (locale === "fr") return fr_dash_msg_send_failed(inputs)
	if (locale === "es") return es_dash_msg_send_failed(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_send_failed(inputs)
	if (locale === "ja") return ja_dash_msg_send_failed(inputs)
	if (locale === "ko") return ko_dash_msg_send_failed(inputs)
	return en_dash_msg_send_failed(inputs)
});