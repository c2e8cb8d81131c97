/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Contacts_AccountInputs */

const en_own_contacts_account = /** @type {(inputs: Own_Contacts_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(account)`)
};

const de_own_contacts_account = /** @type {(inputs: Own_Contacts_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(Konto)`)
};

const fr_own_contacts_account = /** @type {(inputs: Own_Contacts_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(compte)`)
};

const es_own_contacts_account = /** @type {(inputs: Own_Contacts_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(cuenta)`)
};

const pt_br2_own_contacts_account = /** @type {(inputs: Own_Contacts_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(conta)`)
};

const ja_own_contacts_account = /** @type {(inputs: Own_Contacts_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（アカウント）`)
};

const ko_own_contacts_account = /** @type {(inputs: Own_Contacts_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(계정)`)
};

/**
* | output |
* | --- |
* | "(account)" |
*
* @param {Own_Contacts_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_contacts_account = /** @type {((inputs?: Own_Contacts_AccountInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Contacts_AccountInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_contacts_account(inputs)
	if (locale === "fr") return fr_own_contacts_account(inputs)
	if (locale === "es") return es_own_contacts_account(inputs)
	if (locale === "pt-BR") return pt_br2_own_contacts_account(inputs)
	if (locale === "ja") return ja_own_contacts_account(inputs)
	if (locale === "ko") return ko_own_contacts_account(inputs)
	return en_own_contacts_account(inputs)
});