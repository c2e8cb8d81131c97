/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_WebsiteInputs */

const en_center_website = /** @type {(inputs: Center_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Website`)
};

const de_center_website = /** @type {(inputs: Center_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Website`)
};

const fr_center_website = /** @type {(inputs: Center_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Site web`)
};

const es_center_website = /** @type {(inputs: Center_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitio web`)
};

const pt_br2_center_website = /** @type {(inputs: Center_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Site`)
};

const ja_center_website = /** @type {(inputs: Center_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ウェブサイト`)
};

const ko_center_website = /** @type {(inputs: Center_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`웹사이트`)
};

/**
* | output |
* | --- |
* | "Website" |
*
* @param {Center_WebsiteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_website = /** @type {((inputs?: Center_WebsiteInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_WebsiteInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_website(inputs)
	if (locale === "fr") return fr_center_website(inputs)
	if (locale === "es") return es_center_website(inputs)
	if (locale === "pt-BR") return pt_br2_center_website(inputs)
	if (locale === "ja") return ja_center_website(inputs)
	if (locale === "ko") return ko_center_website(inputs)
	return en_center_website(inputs)
});