/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Organizer_ContactInputs */

const en_reg_organizer_contact = /** @type {(inputs: Reg_Organizer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organizer Contact Information`)
};

const de_reg_organizer_contact = /** @type {(inputs: Reg_Organizer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontaktdaten der Veranstalter`)
};

const fr_reg_organizer_contact = /** @type {(inputs: Reg_Organizer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coordonnées de l'organisateur`)
};

const es_reg_organizer_contact = /** @type {(inputs: Reg_Organizer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Información de contacto del organizador`)
};

const pt_br2_reg_organizer_contact = /** @type {(inputs: Reg_Organizer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informações de contato do organizador`)
};

const ja_reg_organizer_contact = /** @type {(inputs: Reg_Organizer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`主催者の連絡先情報`)
};

const ko_reg_organizer_contact = /** @type {(inputs: Reg_Organizer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`주최자 연락처 정보`)
};

/**
* | output |
* | --- |
* | "Organizer Contact Information" |
*
* @param {Reg_Organizer_ContactInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_organizer_contact = /** @type {((inputs?: Reg_Organizer_ContactInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Organizer_ContactInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_organizer_contact(inputs)
	if (locale === "fr") return fr_reg_organizer_contact(inputs)
	if (locale === "es") return es_reg_organizer_contact(inputs)
	if (locale === "pt-BR") return pt_br2_reg_organizer_contact(inputs)
	if (locale === "ja") return ja_reg_organizer_contact(inputs)
	if (locale === "ko") return ko_reg_organizer_contact(inputs)
	return en_reg_organizer_contact(inputs)
});