/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_OwnersInputs */

const en_footer_owners = /** @type {(inputs: Footer_OwnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For owners and organisers`)
};

const de_footer_owners = /** @type {(inputs: Footer_OwnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für Betreiber und Veranstalter`)
};

const fr_footer_owners = /** @type {(inputs: Footer_OwnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour les gérants et organisateurs`)
};

const es_footer_owners = /** @type {(inputs: Footer_OwnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para dueños y organizadores`)
};

const pt_br2_footer_owners = /** @type {(inputs: Footer_OwnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para donos e organizadores`)
};

const ja_footer_owners = /** @type {(inputs: Footer_OwnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`オーナー・主催者の方へ`)
};

const ko_footer_owners = /** @type {(inputs: Footer_OwnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`운영자 및 주최자용`)
};

/**
* | output |
* | --- |
* | "For owners and organisers" |
*
* @param {Footer_OwnersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const footer_owners = /** @type {((inputs?: Footer_OwnersInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_OwnersInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_footer_owners(inputs)
	if (locale === "fr") return fr_footer_owners(inputs)
	if (locale === "es") return es_footer_owners(inputs)
	if (locale === "pt-BR") return pt_br2_footer_owners(inputs)
	if (locale === "ja") return ja_footer_owners(inputs)
	if (locale === "ko") return ko_footer_owners(inputs)
	return en_footer_owners(inputs)
});