/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_ContactsInputs */

const en_nav_contacts = /** @type {(inputs: Nav_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacts`)
};

const de_nav_contacts = /** @type {(inputs: Nav_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontakte`)
};

const fr_nav_contacts = /** @type {(inputs: Nav_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacts`)
};

const es_nav_contacts = /** @type {(inputs: Nav_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contactos`)
};

const pt_br2_nav_contacts = /** @type {(inputs: Nav_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contatos`)
};

const ja_nav_contacts = /** @type {(inputs: Nav_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`連絡先`)
};

const ko_nav_contacts = /** @type {(inputs: Nav_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`연락처`)
};

/**
* | output |
* | --- |
* | "Contacts" |
*
* @param {Nav_ContactsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const nav_contacts = /** @type {((inputs?: Nav_ContactsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_ContactsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_nav_contacts(inputs)
	if (locale === "fr") return fr_nav_contacts(inputs)
	if (locale === "es") return es_nav_contacts(inputs)
	if (locale === "pt-BR") return pt_br2_nav_contacts(inputs)
	if (locale === "ja") return ja_nav_contacts(inputs)
	if (locale === "ko") return ko_nav_contacts(inputs)
	return en_nav_contacts(inputs)
});