/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Own_Contacts_AddedInputs */

const en_own_contacts_added = /** @type {(inputs: Own_Contacts_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Added ${i?.date}`)
};

const de_own_contacts_added = /** @type {(inputs: Own_Contacts_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hinzugefügt am ${i?.date}`)
};

const fr_own_contacts_added = /** @type {(inputs: Own_Contacts_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ajouté le ${i?.date}`)
};

const es_own_contacts_added = /** @type {(inputs: Own_Contacts_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Añadido el ${i?.date}`)
};

const pt_br2_own_contacts_added = /** @type {(inputs: Own_Contacts_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Adicionado em ${i?.date}`)
};

const ja_own_contacts_added = /** @type {(inputs: Own_Contacts_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} に追加`)
};

const ko_own_contacts_added = /** @type {(inputs: Own_Contacts_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}에 추가됨`)
};

/**
* | output |
* | --- |
* | "Added {date}" |
*
* @param {Own_Contacts_AddedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_contacts_added = /** @type {((inputs: Own_Contacts_AddedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Contacts_AddedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_contacts_added(inputs)
	if (locale === "fr") return fr_own_contacts_added(inputs)
	if (locale === "es") return es_own_contacts_added(inputs)
	if (locale === "pt-BR") return pt_br2_own_contacts_added(inputs)
	if (locale === "ja") return ja_own_contacts_added(inputs)
	if (locale === "ko") return ko_own_contacts_added(inputs)
	return en_own_contacts_added(inputs)
});