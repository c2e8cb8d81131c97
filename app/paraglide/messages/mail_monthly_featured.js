/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Monthly_FeaturedInputs */

const en_mail_monthly_featured = /** @type {(inputs: Mail_Monthly_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shown in featured positions`)
};

const de_mail_monthly_featured = /** @type {(inputs: Mail_Monthly_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An hervorgehobenen Plätzen angezeigt`)
};

const fr_mail_monthly_featured = /** @type {(inputs: Mail_Monthly_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affichée en position mise en avant`)
};

const es_mail_monthly_featured = /** @type {(inputs: Mail_Monthly_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrado en posiciones destacadas`)
};

const pt_br2_mail_monthly_featured = /** @type {(inputs: Mail_Monthly_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exibido em posições de destaque`)
};

const ja_mail_monthly_featured = /** @type {(inputs: Mail_Monthly_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注目枠での表示回数`)
};

const ko_mail_monthly_featured = /** @type {(inputs: Mail_Monthly_FeaturedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`추천 위치 노출 수`)
};

/**
* | output |
* | --- |
* | "Shown in featured positions" |
*
* @param {Mail_Monthly_FeaturedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_monthly_featured = /** @type {((inputs?: Mail_Monthly_FeaturedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Monthly_FeaturedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_monthly_featured(inputs)
	if (locale === "fr") return fr_mail_monthly_featured(inputs)
	if (locale === "es") return es_mail_monthly_featured(inputs)
	if (locale === "pt-BR") return pt_br2_mail_monthly_featured(inputs)
	if (locale === "ja") return ja_mail_monthly_featured(inputs)
	if (locale === "ko") return ko_mail_monthly_featured(inputs)
	return en_mail_monthly_featured(inputs)
});