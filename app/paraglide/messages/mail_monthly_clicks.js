/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Monthly_ClicksInputs */

const en_mail_monthly_clicks = /** @type {(inputs: Mail_Monthly_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clicks (website, directions, phone, calendar)`)
};

const de_mail_monthly_clicks = /** @type {(inputs: Mail_Monthly_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klicks (Website, Route, Telefon, Kalender)`)
};

const fr_mail_monthly_clicks = /** @type {(inputs: Mail_Monthly_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clics (site web, itinéraire, téléphone, agenda)`)
};

const es_mail_monthly_clicks = /** @type {(inputs: Mail_Monthly_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clics (sitio web, cómo llegar, teléfono, calendario)`)
};

const pt_br2_mail_monthly_clicks = /** @type {(inputs: Mail_Monthly_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cliques (site, rotas, telefone, agenda)`)
};

const ja_mail_monthly_clicks = /** @type {(inputs: Mail_Monthly_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`クリック数（ウェブサイト、経路、電話、カレンダー）`)
};

const ko_mail_monthly_clicks = /** @type {(inputs: Mail_Monthly_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`클릭 수(웹사이트, 길찾기, 전화, 캘린더)`)
};

/**
* | output |
* | --- |
* | "Clicks (website, directions, phone, calendar)" |
*
* @param {Mail_Monthly_ClicksInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_monthly_clicks = /** @type {((inputs?: Mail_Monthly_ClicksInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Monthly_ClicksInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_monthly_clicks(inputs)
	if (locale === "fr") return fr_mail_monthly_clicks(inputs)
	if (locale === "es") return es_mail_monthly_clicks(inputs)
	if (locale === "pt-BR") return pt_br2_mail_monthly_clicks(inputs)
	if (locale === "ja") return ja_mail_monthly_clicks(inputs)
	if (locale === "ko") return ko_mail_monthly_clicks(inputs)
	return en_mail_monthly_clicks(inputs)
});