/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Monthly_UniquesInputs */

const en_mail_monthly_uniques = /** @type {(inputs: Mail_Monthly_UniquesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unique visitors`)
};

const de_mail_monthly_uniques = /** @type {(inputs: Mail_Monthly_UniquesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einzelne Besucher`)
};

const fr_mail_monthly_uniques = /** @type {(inputs: Mail_Monthly_UniquesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visiteurs uniques`)
};

const es_mail_monthly_uniques = /** @type {(inputs: Mail_Monthly_UniquesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitantes únicos`)
};

const pt_br2_mail_monthly_uniques = /** @type {(inputs: Mail_Monthly_UniquesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitantes únicos`)
};

const ja_mail_monthly_uniques = /** @type {(inputs: Mail_Monthly_UniquesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ユニーク訪問者数`)
};

const ko_mail_monthly_uniques = /** @type {(inputs: Mail_Monthly_UniquesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`순 방문자 수`)
};

/**
* | output |
* | --- |
* | "Unique visitors" |
*
* @param {Mail_Monthly_UniquesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_monthly_uniques = /** @type {((inputs?: Mail_Monthly_UniquesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Monthly_UniquesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_monthly_uniques(inputs)
	if (locale === "fr") return fr_mail_monthly_uniques(inputs)
	if (locale === "es") return es_mail_monthly_uniques(inputs)
	if (locale === "pt-BR") return pt_br2_mail_monthly_uniques(inputs)
	if (locale === "ja") return ja_mail_monthly_uniques(inputs)
	if (locale === "ko") return ko_mail_monthly_uniques(inputs)
	return en_mail_monthly_uniques(inputs)
});