/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Setup_Copy_ThanksInputs */

const en_mail_setup_copy_thanks = /** @type {(inputs: Mail_Setup_Copy_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! We received your Steam PC Cafe setup request and our team will contact you within 1-2 business days.`)
};

const de_mail_setup_copy_thanks = /** @type {(inputs: Mail_Setup_Copy_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vielen Dank! Wir haben Ihre Anfrage zur Einrichtung von Steam PC Cafe erhalten; unser Team meldet sich innerhalb von 1–2 Werktagen bei Ihnen.`)
};

const fr_mail_setup_copy_thanks = /** @type {(inputs: Mail_Setup_Copy_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci ! Nous avons bien reçu votre demande de configuration Steam PC Cafe ; notre équipe vous contactera sous 1 à 2 jours ouvrés.`)
};

const es_mail_setup_copy_thanks = /** @type {(inputs: Mail_Setup_Copy_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias! Hemos recibido tu solicitud de configuración de Steam PC Cafe y nuestro equipo se pondrá en contacto contigo en 1-2 días hábiles.`)
};

const pt_br2_mail_setup_copy_thanks = /** @type {(inputs: Mail_Setup_Copy_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obrigado! Recebemos sua solicitação de configuração do Steam PC Cafe e nossa equipe vai entrar em contato em 1 a 2 dias úteis.`)
};

const ja_mail_setup_copy_thanks = /** @type {(inputs: Mail_Setup_Copy_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ありがとうございます。Steam PC Cafe のセットアップ依頼を受け付けました。1〜2営業日以内にチームからご連絡します。`)
};

const ko_mail_setup_copy_thanks = /** @type {(inputs: Mail_Setup_Copy_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`감사합니다! Steam PC Cafe 설정 요청을 받았습니다. 영업일 기준 1~2일 이내에 저희 팀이 연락드리겠습니다.`)
};

/**
* | output |
* | --- |
* | "Thank you! We received your Steam PC Cafe setup request and our team will contact you within 1-2 business days." |
*
* @param {Mail_Setup_Copy_ThanksInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_setup_copy_thanks = /** @type {((inputs?: Mail_Setup_Copy_ThanksInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Setup_Copy_ThanksInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_setup_copy_thanks(inputs)
	if (locale === "fr") return fr_mail_setup_copy_thanks(inputs)
	if (locale === "es") return es_mail_setup_copy_thanks(inputs)
	if (locale === "pt-BR") return pt_br2_mail_setup_copy_thanks(inputs)
	if (locale === "ja") return ja_mail_setup_copy_thanks(inputs)
	if (locale === "ko") return ko_mail_setup_copy_thanks(inputs)
	return en_mail_setup_copy_thanks(inputs)
});