/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adm_Mail_Server_SaidInputs */

const en_adm_mail_server_said = /** @type {(inputs: Adm_Mail_Server_SaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mail server said`)
};

const de_adm_mail_server_said = /** @type {(inputs: Adm_Mail_Server_SaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antwort des Mailservers`)
};

const fr_adm_mail_server_said = /** @type {(inputs: Adm_Mail_Server_SaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réponse du serveur`)
};

const es_adm_mail_server_said = /** @type {(inputs: Adm_Mail_Server_SaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respuesta del servidor`)
};

const pt_br2_adm_mail_server_said = /** @type {(inputs: Adm_Mail_Server_SaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resposta do servidor`)
};

const ja_adm_mail_server_said = /** @type {(inputs: Adm_Mail_Server_SaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールサーバーの応答`)
};

const ko_adm_mail_server_said = /** @type {(inputs: Adm_Mail_Server_SaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`메일 서버 응답`)
};

/**
* | output |
* | --- |
* | "Mail server said" |
*
* @param {Adm_Mail_Server_SaidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_mail_server_said = /** @type {((inputs?: Adm_Mail_Server_SaidInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adm_Mail_Server_SaidInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adm_mail_server_said(inputs)
	if (locale === "fr") return fr_adm_mail_server_said(inputs)
	if (locale === "es") return es_adm_mail_server_said(inputs)
	if (locale === "pt-BR") return pt_br2_adm_mail_server_said(inputs)
	if (locale === "ja") return ja_adm_mail_server_said(inputs)
	if (locale === "ko") return ko_adm_mail_server_said(inputs)
	return en_adm_mail_server_said(inputs)
});