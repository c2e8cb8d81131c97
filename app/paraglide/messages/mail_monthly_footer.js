/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ settingsUrl: NonNullable<unknown>, unsubscribeUrl: NonNullable<unknown> }} Mail_Monthly_FooterInputs */

const en_mail_monthly_footer = /** @type {(inputs: Mail_Monthly_FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You get this once a month. Change which e-mails you get: ${i?.settingsUrl}. Stop these summaries: ${i?.unsubscribeUrl}`)
};

const de_mail_monthly_footer = /** @type {(inputs: Mail_Monthly_FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie erhalten diese E-Mail einmal im Monat. Legen Sie fest, welche E-Mails Sie erhalten: ${i?.settingsUrl}. Diese Zusammenfassungen abbestellen: ${i?.unsubscribeUrl}`)
};

const fr_mail_monthly_footer = /** @type {(inputs: Mail_Monthly_FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous recevez cet e-mail une fois par mois. Choisissez les e-mails que vous recevez : ${i?.settingsUrl}. Ne plus recevoir ces bilans : ${i?.unsubscribeUrl}`)
};

const es_mail_monthly_footer = /** @type {(inputs: Mail_Monthly_FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recibes esto una vez al mes. Cambia qué correos recibes: ${i?.settingsUrl}. Dejar de recibir estos resúmenes: ${i?.unsubscribeUrl}`)
};

const pt_br2_mail_monthly_footer = /** @type {(inputs: Mail_Monthly_FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Você recebe isto uma vez por mês. Escolha quais e-mails quer receber: ${i?.settingsUrl}. Parar de receber estes resumos: ${i?.unsubscribeUrl}`)
};

const ja_mail_monthly_footer = /** @type {(inputs: Mail_Monthly_FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`このメールは月に1回届きます。受け取るメールの変更：${i?.settingsUrl}。この月次レポートの停止：${i?.unsubscribeUrl}`)
};

const ko_mail_monthly_footer = /** @type {(inputs: Mail_Monthly_FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`이 메일은 한 달에 한 번 발송됩니다. 받을 이메일 변경: ${i?.settingsUrl}. 이 월간 요약 수신 거부: ${i?.unsubscribeUrl}`)
};

/**
* | output |
* | --- |
* | "You get this once a month. Change which e-mails you get: {settingsUrl}. Stop these summaries: {unsubscribeUrl}" |
*
* @param {Mail_Monthly_FooterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_monthly_footer = /** @type {((inputs: Mail_Monthly_FooterInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Monthly_FooterInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_monthly_footer(inputs)
	if (locale === "fr") return fr_mail_monthly_footer(inputs)
	if (locale === "es") return es_mail_monthly_footer(inputs)
	if (locale === "pt-BR") return pt_br2_mail_monthly_footer(inputs)
	if (locale === "ja") return ja_mail_monthly_footer(inputs)
	if (locale === "ko") return ko_mail_monthly_footer(inputs)
	return en_mail_monthly_footer(inputs)
});