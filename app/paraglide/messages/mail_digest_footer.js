/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ settingsUrl: NonNullable<unknown>, unsubscribeUrl: NonNullable<unknown> }} Mail_Digest_FooterInputs */

const en_mail_digest_footer = /** @type {(inputs: Mail_Digest_FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You get at most one of these a day. Change which e-mails you get: ${i?.settingsUrl}. Stop these digests: ${i?.unsubscribeUrl}`)
};

const de_mail_digest_footer = /** @type {(inputs: Mail_Digest_FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie erhalten höchstens eine solche E-Mail pro Tag. Legen Sie fest, welche E-Mails Sie erhalten: ${i?.settingsUrl}. Diese Übersichten abbestellen: ${i?.unsubscribeUrl}`)
};

const fr_mail_digest_footer = /** @type {(inputs: Mail_Digest_FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous recevez au plus un de ces e-mails par jour. Choisissez les e-mails que vous recevez : ${i?.settingsUrl}. Ne plus recevoir ces récapitulatifs : ${i?.unsubscribeUrl}`)
};

const es_mail_digest_footer = /** @type {(inputs: Mail_Digest_FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recibes como máximo uno de estos al día. Cambia qué correos recibes: ${i?.settingsUrl}. Dejar de recibir estos resúmenes: ${i?.unsubscribeUrl}`)
};

const pt_br2_mail_digest_footer = /** @type {(inputs: Mail_Digest_FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Você recebe no máximo um destes por dia. Escolha quais e-mails quer receber: ${i?.settingsUrl}. Parar de receber estes resumos: ${i?.unsubscribeUrl}`)
};

const ja_mail_digest_footer = /** @type {(inputs: Mail_Digest_FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`このメールは1日に最大1通です。受け取るメールの変更：${i?.settingsUrl}。このまとめメールの停止：${i?.unsubscribeUrl}`)
};

const ko_mail_digest_footer = /** @type {(inputs: Mail_Digest_FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`이 메일은 하루에 최대 한 통 발송됩니다. 받을 이메일 변경: ${i?.settingsUrl}. 이 요약 메일 수신 거부: ${i?.unsubscribeUrl}`)
};

/**
* | output |
* | --- |
* | "You get at most one of these a day. Change which e-mails you get: {settingsUrl}. Stop these digests: {unsubscribeUrl}" |
*
* @param {Mail_Digest_FooterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_digest_footer = /** @type {((inputs: Mail_Digest_FooterInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Digest_FooterInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_digest_footer(inputs)
	if (locale === "fr") return fr_mail_digest_footer(inputs)
	if (locale === "es") return es_mail_digest_footer(inputs)
	if (locale === "pt-BR") return pt_br2_mail_digest_footer(inputs)
	if (locale === "ja") return ja_mail_digest_footer(inputs)
	if (locale === "ko") return ko_mail_digest_footer(inputs)
	return en_mail_digest_footer(inputs)
});