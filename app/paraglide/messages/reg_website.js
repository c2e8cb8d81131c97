/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_WebsiteInputs */

const en_reg_website = /** @type {(inputs: Reg_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Website`)
};

const de_reg_website = /** @type {(inputs: Reg_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Website`)
};

const fr_reg_website = /** @type {(inputs: Reg_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Site web`)
};

const es_reg_website = /** @type {(inputs: Reg_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitio web`)
};

const pt_br2_reg_website = /** @type {(inputs: Reg_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Site`)
};

const ja_reg_website = /** @type {(inputs: Reg_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ウェブサイト`)
};

const ko_reg_website = /** @type {(inputs: Reg_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`웹사이트`)
};

/**
* | output |
* | --- |
* | "Website" |
*
* @param {Reg_WebsiteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_website = /** @type {((inputs?: Reg_WebsiteInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_WebsiteInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_website(inputs)
	if (locale === "fr") return fr_reg_website(inputs)
	if (locale === "es") return es_reg_website(inputs)
	if (locale === "pt-BR") return pt_br2_reg_website(inputs)
	if (locale === "ja") return ja_reg_website(inputs)
	if (locale === "ko") return ko_reg_website(inputs)
	return en_reg_website(inputs)
});