/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Monthly_ListInputs */

const en_mail_monthly_list = /** @type {(inputs: Mail_Monthly_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shown in the list`)
};

const de_mail_monthly_list = /** @type {(inputs: Mail_Monthly_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In der Liste angezeigt`)
};

const fr_mail_monthly_list = /** @type {(inputs: Mail_Monthly_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affichée dans la liste`)
};

const es_mail_monthly_list = /** @type {(inputs: Mail_Monthly_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrado en la lista`)
};

const pt_br2_mail_monthly_list = /** @type {(inputs: Mail_Monthly_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exibido na lista`)
};

const ja_mail_monthly_list = /** @type {(inputs: Mail_Monthly_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`リストでの表示回数`)
};

const ko_mail_monthly_list = /** @type {(inputs: Mail_Monthly_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`목록 노출 수`)
};

/**
* | output |
* | --- |
* | "Shown in the list" |
*
* @param {Mail_Monthly_ListInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_monthly_list = /** @type {((inputs?: Mail_Monthly_ListInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Monthly_ListInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_monthly_list(inputs)
	if (locale === "fr") return fr_mail_monthly_list(inputs)
	if (locale === "es") return es_mail_monthly_list(inputs)
	if (locale === "pt-BR") return pt_br2_mail_monthly_list(inputs)
	if (locale === "ja") return ja_mail_monthly_list(inputs)
	if (locale === "ko") return ko_mail_monthly_list(inputs)
	return en_mail_monthly_list(inputs)
});