/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ venue: NonNullable<unknown> }} Mail_Monthly_VenueInputs */

const en_mail_monthly_venue = /** @type {(inputs: Mail_Monthly_VenueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Insights for ${i?.venue}`)
};

const de_mail_monthly_venue = /** @type {(inputs: Mail_Monthly_VenueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Statistiken für ${i?.venue}`)
};

const fr_mail_monthly_venue = /** @type {(inputs: Mail_Monthly_VenueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Statistiques de ${i?.venue}`)
};

const es_mail_monthly_venue = /** @type {(inputs: Mail_Monthly_VenueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estadísticas de ${i?.venue}`)
};

const pt_br2_mail_monthly_venue = /** @type {(inputs: Mail_Monthly_VenueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estatísticas de ${i?.venue}`)
};

const ja_mail_monthly_venue = /** @type {(inputs: Mail_Monthly_VenueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.venue} のインサイト`)
};

const ko_mail_monthly_venue = /** @type {(inputs: Mail_Monthly_VenueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.venue} 인사이트`)
};

/**
* | output |
* | --- |
* | "Insights for {venue}" |
*
* @param {Mail_Monthly_VenueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_monthly_venue = /** @type {((inputs: Mail_Monthly_VenueInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Monthly_VenueInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_monthly_venue(inputs)
	if (locale === "fr") return fr_mail_monthly_venue(inputs)
	if (locale === "es") return es_mail_monthly_venue(inputs)
	if (locale === "pt-BR") return pt_br2_mail_monthly_venue(inputs)
	if (locale === "ja") return ja_mail_monthly_venue(inputs)
	if (locale === "ko") return ko_mail_monthly_venue(inputs)
	return en_mail_monthly_venue(inputs)
});