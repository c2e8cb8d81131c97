/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adm_Mail_Still_RefusedInputs */

const en_adm_mail_still_refused = /** @type {(inputs: Adm_Mail_Still_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The mail server still refuses it; it is tried again in a minute.`)
};

const de_adm_mail_still_refused = /** @type {(inputs: Adm_Mail_Still_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Mailserver lehnt sie weiterhin ab; in einer Minute folgt ein neuer Versuch.`)
};

const fr_adm_mail_still_refused = /** @type {(inputs: Adm_Mail_Still_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le serveur de messagerie le refuse toujours ; nouvel essai dans une minute.`)
};

const es_adm_mail_still_refused = /** @type {(inputs: Adm_Mail_Still_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor de correo lo sigue rechazando; se volverá a intentar en un minuto.`)
};

const pt_br2_adm_mail_still_refused = /** @type {(inputs: Adm_Mail_Still_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O servidor de e-mail ainda a recusa; uma nova tentativa será feita em um minuto.`)
};

const ja_adm_mail_still_refused = /** @type {(inputs: Adm_Mail_Still_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールサーバーがまだ拒否しています。1分後に再試行します。`)
};

const ko_adm_mail_still_refused = /** @type {(inputs: Adm_Mail_Still_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`메일 서버가 여전히 거부하고 있습니다. 1분 뒤에 다시 시도합니다.`)
};

/**
* | output |
* | --- |
* | "The mail server still refuses it; it is tried again in a minute." |
*
* @param {Adm_Mail_Still_RefusedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_mail_still_refused = /** @type {((inputs?: Adm_Mail_Still_RefusedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adm_Mail_Still_RefusedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adm_mail_still_refused(inputs)
	if (locale === "fr") return fr_adm_mail_still_refused(inputs)
	if (locale === "es") return es_adm_mail_still_refused(inputs)
	if (locale === "pt-BR") return pt_br2_adm_mail_still_refused(inputs)
	if (locale === "ja") return ja_adm_mail_still_refused(inputs)
	if (locale === "ko") return ko_adm_mail_still_refused(inputs)
	return en_adm_mail_still_refused(inputs)
});