/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Own_Msg_Setup_FailedInputs */

const en_own_msg_setup_failed = /** @type {(inputs: Own_Msg_Setup_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to send setup email. Please contact support directly at ${i?.email}.`)
};

const de_own_msg_setup_failed = /** @type {(inputs: Own_Msg_Setup_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Einrichtungs-E-Mail konnte nicht gesendet werden. Bitte wende dich direkt an den Support unter ${i?.email}.`)
};

const fr_own_msg_setup_failed = /** @type {(inputs: Own_Msg_Setup_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Impossible d'envoyer l'e-mail de configuration. Contactez directement le support à ${i?.email}.`)
};

const es_own_msg_setup_failed = /** @type {(inputs: Own_Msg_Setup_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo enviar el correo de configuración. Contacta directamente con soporte en ${i?.email}.`)
};

const pt_br2_own_msg_setup_failed = /** @type {(inputs: Own_Msg_Setup_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível enviar o e-mail de configuração. Fale diretamente com o suporte em ${i?.email}.`)
};

const ja_own_msg_setup_failed = /** @type {(inputs: Own_Msg_Setup_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`セットアップメールを送信できませんでした。${i?.email} までサポートに直接お問い合わせください。`)
};

const ko_own_msg_setup_failed = /** @type {(inputs: Own_Msg_Setup_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`설정 이메일을 보내지 못했습니다. ${i?.email}(으)로 지원팀에 직접 문의하세요.`)
};

/**
* | output |
* | --- |
* | "Failed to send setup email. Please contact support directly at {email}." |
*
* @param {Own_Msg_Setup_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_msg_setup_failed = /** @type {((inputs: Own_Msg_Setup_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Msg_Setup_FailedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_msg_setup_failed(inputs)
	if (locale === "fr") return fr_own_msg_setup_failed(inputs)
	if (locale === "es") return es_own_msg_setup_failed(inputs)
	if (locale === "pt-BR") return pt_br2_own_msg_setup_failed(inputs)
	if (locale === "ja") return ja_own_msg_setup_failed(inputs)
	if (locale === "ko") return ko_own_msg_setup_failed(inputs)
	return en_own_msg_setup_failed(inputs)
});