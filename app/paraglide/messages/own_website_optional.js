/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Website_OptionalInputs */

const en_own_website_optional = /** @type {(inputs: Own_Website_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Website (optional)`)
};

const de_own_website_optional = /** @type {(inputs: Own_Website_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Website (optional)`)
};

const fr_own_website_optional = /** @type {(inputs: Own_Website_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Site web (facultatif)`)
};

const es_own_website_optional = /** @type {(inputs: Own_Website_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitio web (opcional)`)
};

const pt_br2_own_website_optional = /** @type {(inputs: Own_Website_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Site (opcional)`)
};

const ja_own_website_optional = /** @type {(inputs: Own_Website_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ウェブサイト（任意）`)
};

const ko_own_website_optional = /** @type {(inputs: Own_Website_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`웹사이트(선택)`)
};

/**
* | output |
* | --- |
* | "Website (optional)" |
*
* @param {Own_Website_OptionalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_website_optional = /** @type {((inputs?: Own_Website_OptionalInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Website_OptionalInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_website_optional(inputs)
	if (locale === "fr") return fr_own_website_optional(inputs)
	if (locale === "es") return es_own_website_optional(inputs)
	if (locale === "pt-BR") return pt_br2_own_website_optional(inputs)
	if (locale === "ja") return ja_own_website_optional(inputs)
	if (locale === "ko") return ko_own_website_optional(inputs)
	return en_own_website_optional(inputs)
});