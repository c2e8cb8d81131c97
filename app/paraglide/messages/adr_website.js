/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_WebsiteInputs */

const en_adr_website = /** @type {(inputs: Adr_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Website`)
};

const de_adr_website = /** @type {(inputs: Adr_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Website`)
};

const fr_adr_website = /** @type {(inputs: Adr_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Site web`)
};

const es_adr_website = /** @type {(inputs: Adr_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitio web`)
};

const pt_br2_adr_website = /** @type {(inputs: Adr_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Site`)
};

const ja_adr_website = /** @type {(inputs: Adr_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ウェブサイト`)
};

const ko_adr_website = /** @type {(inputs: Adr_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`웹사이트`)
};

/**
* | output |
* | --- |
* | "Website" |
*
* @param {Adr_WebsiteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_website = /** @type {((inputs?: Adr_WebsiteInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_WebsiteInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_website(inputs)
	if (locale === "fr") return fr_adr_website(inputs)
	if (locale === "es") return es_adr_website(inputs)
	if (locale === "pt-BR") return pt_br2_adr_website(inputs)
	if (locale === "ja") return ja_adr_website(inputs)
	if (locale === "ko") return ko_adr_website(inputs)
	return en_adr_website(inputs)
});