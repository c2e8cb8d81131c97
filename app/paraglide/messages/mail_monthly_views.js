/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Monthly_ViewsInputs */

const en_mail_monthly_views = /** @type {(inputs: Mail_Monthly_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing views`)
};

const de_mail_monthly_views = /** @type {(inputs: Mail_Monthly_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aufrufe des Eintrags`)
};

const fr_mail_monthly_views = /** @type {(inputs: Mail_Monthly_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vues de la fiche`)
};

const es_mail_monthly_views = /** @type {(inputs: Mail_Monthly_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitas al anuncio`)
};

const pt_br2_mail_monthly_views = /** @type {(inputs: Mail_Monthly_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visualizações do anúncio`)
};

const ja_mail_monthly_views = /** @type {(inputs: Mail_Monthly_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`掲載ページの閲覧数`)
};

const ko_mail_monthly_views = /** @type {(inputs: Mail_Monthly_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`등록 정보 조회수`)
};

/**
* | output |
* | --- |
* | "Listing views" |
*
* @param {Mail_Monthly_ViewsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_monthly_views = /** @type {((inputs?: Mail_Monthly_ViewsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Monthly_ViewsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_monthly_views(inputs)
	if (locale === "fr") return fr_mail_monthly_views(inputs)
	if (locale === "es") return es_mail_monthly_views(inputs)
	if (locale === "pt-BR") return pt_br2_mail_monthly_views(inputs)
	if (locale === "ja") return ja_mail_monthly_views(inputs)
	if (locale === "ko") return ko_mail_monthly_views(inputs)
	return en_mail_monthly_views(inputs)
});