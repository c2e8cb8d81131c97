/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Contacts_UnnamedInputs */

const en_own_contacts_unnamed = /** @type {(inputs: Own_Contacts_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unnamed`)
};

const de_own_contacts_unnamed = /** @type {(inputs: Own_Contacts_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ohne Namen`)
};

const fr_own_contacts_unnamed = /** @type {(inputs: Own_Contacts_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sans nom`)
};

const es_own_contacts_unnamed = /** @type {(inputs: Own_Contacts_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin nombre`)
};

const pt_br2_own_contacts_unnamed = /** @type {(inputs: Own_Contacts_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem nome`)
};

const ja_own_contacts_unnamed = /** @type {(inputs: Own_Contacts_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`名称未設定`)
};

const ko_own_contacts_unnamed = /** @type {(inputs: Own_Contacts_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이름 없음`)
};

/**
* | output |
* | --- |
* | "Unnamed" |
*
* @param {Own_Contacts_UnnamedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_contacts_unnamed = /** @type {((inputs?: Own_Contacts_UnnamedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Contacts_UnnamedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_contacts_unnamed(inputs)
	if (locale === "fr") return fr_own_contacts_unnamed(inputs)
	if (locale === "es") return es_own_contacts_unnamed(inputs)
	if (locale === "pt-BR") return pt_br2_own_contacts_unnamed(inputs)
	if (locale === "ja") return ja_own_contacts_unnamed(inputs)
	if (locale === "ko") return ko_own_contacts_unnamed(inputs)
	return en_own_contacts_unnamed(inputs)
});