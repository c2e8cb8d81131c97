/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Contacts_NoneInputs */

const en_own_contacts_none = /** @type {(inputs: Own_Contacts_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No contacts found.`)
};

const de_own_contacts_none = /** @type {(inputs: Own_Contacts_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Kontakte gefunden.`)
};

const fr_own_contacts_none = /** @type {(inputs: Own_Contacts_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun contact trouvé.`)
};

const es_own_contacts_none = /** @type {(inputs: Own_Contacts_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontraron contactos.`)
};

const pt_br2_own_contacts_none = /** @type {(inputs: Own_Contacts_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum contato encontrado.`)
};

const ja_own_contacts_none = /** @type {(inputs: Own_Contacts_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`連絡先が見つかりません。`)
};

const ko_own_contacts_none = /** @type {(inputs: Own_Contacts_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`연락처가 없습니다.`)
};

/**
* | output |
* | --- |
* | "No contacts found." |
*
* @param {Own_Contacts_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_contacts_none = /** @type {((inputs?: Own_Contacts_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Contacts_NoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_contacts_none(inputs)
	if (locale === "fr") return fr_own_contacts_none(inputs)
	if (locale === "es") return es_own_contacts_none(inputs)
	if (locale === "pt-BR") return pt_br2_own_contacts_none(inputs)
	if (locale === "ja") return ja_own_contacts_none(inputs)
	if (locale === "ko") return ko_own_contacts_none(inputs)
	return en_own_contacts_none(inputs)
});