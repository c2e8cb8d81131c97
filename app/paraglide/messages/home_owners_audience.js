/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Owners_AudienceInputs */

const en_home_owners_audience = /** @type {(inputs: Home_Owners_AudienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For owners`)
};

const de_home_owners_audience = /** @type {(inputs: Home_Owners_AudienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für Betreiber`)
};

const fr_home_owners_audience = /** @type {(inputs: Home_Owners_AudienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour les gérants`)
};

const es_home_owners_audience = /** @type {(inputs: Home_Owners_AudienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para dueños`)
};

const pt_br2_home_owners_audience = /** @type {(inputs: Home_Owners_AudienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para donos`)
};

const ja_home_owners_audience = /** @type {(inputs: Home_Owners_AudienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`オーナー向け`)
};

const ko_home_owners_audience = /** @type {(inputs: Home_Owners_AudienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`운영자용`)
};

/**
* | output |
* | --- |
* | "For owners" |
*
* @param {Home_Owners_AudienceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_owners_audience = /** @type {((inputs?: Home_Owners_AudienceInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Owners_AudienceInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_owners_audience(inputs)
	if (locale === "fr") return fr_home_owners_audience(inputs)
	if (locale === "es") return es_home_owners_audience(inputs)
	if (locale === "pt-BR") return pt_br2_home_owners_audience(inputs)
	if (locale === "ja") return ja_home_owners_audience(inputs)
	if (locale === "ko") return ko_home_owners_audience(inputs)
	return en_home_owners_audience(inputs)
});