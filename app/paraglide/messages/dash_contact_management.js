/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Contact_ManagementInputs */

const en_dash_contact_management = /** @type {(inputs: Dash_Contact_ManagementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact Management`)
};

const de_dash_contact_management = /** @type {(inputs: Dash_Contact_ManagementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontaktverwaltung`)
};

const fr_dash_contact_management = /** @type {(inputs: Dash_Contact_ManagementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestion des contacts`)
};

const es_dash_contact_management = /** @type {(inputs: Dash_Contact_ManagementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestión de contactos`)
};

const pt_br2_dash_contact_management = /** @type {(inputs: Dash_Contact_ManagementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestão de contatos`)
};

const ja_dash_contact_management = /** @type {(inputs: Dash_Contact_ManagementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`連絡先の管理`)
};

const ko_dash_contact_management = /** @type {(inputs: Dash_Contact_ManagementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`연락처 관리`)
};

/**
* | output |
* | --- |
* | "Contact Management" |
*
* @param {Dash_Contact_ManagementInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_contact_management = /** @type {((inputs?: Dash_Contact_ManagementInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Contact_ManagementInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_contact_management(inputs)
	if (locale === "fr") return fr_dash_contact_management(inputs)
	if (locale === "es") return es_dash_contact_management(inputs)
	if (locale === "pt-BR") return pt_br2_dash_contact_management(inputs)
	if (locale === "ja") return ja_dash_contact_management(inputs)
	if (locale === "ko") return ko_dash_contact_management(inputs)
	return en_dash_contact_management(inputs)
});