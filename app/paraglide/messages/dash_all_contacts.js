/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_All_ContactsInputs */

const en_dash_all_contacts = /** @type {(inputs: Dash_All_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All contacts`)
};

const de_dash_all_contacts = /** @type {(inputs: Dash_All_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Kontakte`)
};

const fr_dash_all_contacts = /** @type {(inputs: Dash_All_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les contacts`)
};

const es_dash_all_contacts = /** @type {(inputs: Dash_All_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los contactos`)
};

const pt_br2_dash_all_contacts = /** @type {(inputs: Dash_All_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos os contatos`)
};

const ja_dash_all_contacts = /** @type {(inputs: Dash_All_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`すべての連絡先`)
};

const ko_dash_all_contacts = /** @type {(inputs: Dash_All_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`모든 연락처`)
};

/**
* | output |
* | --- |
* | "All contacts" |
*
* @param {Dash_All_ContactsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_all_contacts = /** @type {((inputs?: Dash_All_ContactsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_All_ContactsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_all_contacts(inputs)
	if (locale === "fr") return fr_dash_all_contacts(inputs)
	if (locale === "es") return es_dash_all_contacts(inputs)
	if (locale === "pt-BR") return pt_br2_dash_all_contacts(inputs)
	if (locale === "ja") return ja_dash_all_contacts(inputs)
	if (locale === "ko") return ko_dash_all_contacts(inputs)
	return en_dash_all_contacts(inputs)
});