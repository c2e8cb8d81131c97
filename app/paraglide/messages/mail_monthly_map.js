/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Monthly_MapInputs */

const en_mail_monthly_map = /** @type {(inputs: Mail_Monthly_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shown on the map`)
};

const de_mail_monthly_map = /** @type {(inputs: Mail_Monthly_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf der Karte angezeigt`)
};

const fr_mail_monthly_map = /** @type {(inputs: Mail_Monthly_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affichée sur la carte`)
};

const es_mail_monthly_map = /** @type {(inputs: Mail_Monthly_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrado en el mapa`)
};

const pt_br2_mail_monthly_map = /** @type {(inputs: Mail_Monthly_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exibido no mapa`)
};

const ja_mail_monthly_map = /** @type {(inputs: Mail_Monthly_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地図での表示回数`)
};

const ko_mail_monthly_map = /** @type {(inputs: Mail_Monthly_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지도 노출 수`)
};

/**
* | output |
* | --- |
* | "Shown on the map" |
*
* @param {Mail_Monthly_MapInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_monthly_map = /** @type {((inputs?: Mail_Monthly_MapInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Monthly_MapInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_monthly_map(inputs)
	if (locale === "fr") return fr_mail_monthly_map(inputs)
	if (locale === "es") return es_mail_monthly_map(inputs)
	if (locale === "pt-BR") return pt_br2_mail_monthly_map(inputs)
	if (locale === "ja") return ja_mail_monthly_map(inputs)
	if (locale === "ko") return ko_mail_monthly_map(inputs)
	return en_mail_monthly_map(inputs)
});