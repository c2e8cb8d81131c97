/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adm_Mail_DoneInputs */

const en_adm_mail_done = /** @type {(inputs: Adm_Mail_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That message is no longer waiting.`)
};

const de_adm_mail_done = /** @type {(inputs: Adm_Mail_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Nachricht wartet nicht mehr.`)
};

const fr_adm_mail_done = /** @type {(inputs: Adm_Mail_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce message n’est plus en attente.`)
};

const es_adm_mail_done = /** @type {(inputs: Adm_Mail_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese mensaje ya no está en espera.`)
};

const pt_br2_adm_mail_done = /** @type {(inputs: Adm_Mail_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essa mensagem não está mais aguardando.`)
};

const ja_adm_mail_done = /** @type {(inputs: Adm_Mail_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`そのメッセージはもう待機していません。`)
};

const ko_adm_mail_done = /** @type {(inputs: Adm_Mail_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`그 메시지는 더 이상 대기 중이 아닙니다.`)
};

/**
* | output |
* | --- |
* | "That message is no longer waiting." |
*
* @param {Adm_Mail_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_mail_done = /** @type {((inputs?: Adm_Mail_DoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adm_Mail_DoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adm_mail_done(inputs)
	if (locale === "fr") return fr_adm_mail_done(inputs)
	if (locale === "es") return es_adm_mail_done(inputs)
	if (locale === "pt-BR") return pt_br2_adm_mail_done(inputs)
	if (locale === "ja") return ja_adm_mail_done(inputs)
	if (locale === "ko") return ko_adm_mail_done(inputs)
	return en_adm_mail_done(inputs)
});