/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Owner_First_NameInputs */

const en_reg_owner_first_name = /** @type {(inputs: Reg_Owner_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owner/manager first name`)
};

const de_reg_owner_first_name = /** @type {(inputs: Reg_Owner_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorname (Inhaber/Leitung)`)
};

const fr_reg_owner_first_name = /** @type {(inputs: Reg_Owner_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prénom du propriétaire ou gérant`)
};

const es_reg_owner_first_name = /** @type {(inputs: Reg_Owner_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre del propietario o encargado`)
};

const pt_br2_reg_owner_first_name = /** @type {(inputs: Reg_Owner_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome do proprietário ou gerente`)
};

const ja_reg_owner_first_name = /** @type {(inputs: Reg_Owner_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`オーナー／責任者の名`)
};

const ko_reg_owner_first_name = /** @type {(inputs: Reg_Owner_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`소유자/관리자 이름`)
};

/**
* | output |
* | --- |
* | "Owner/manager first name" |
*
* @param {Reg_Owner_First_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_owner_first_name = /** @type {((inputs?: Reg_Owner_First_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Owner_First_NameInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_owner_first_name(inputs)
	if (locale === "fr") return fr_reg_owner_first_name(inputs)
	if (locale === "es") return es_reg_owner_first_name(inputs)
	if (locale === "pt-BR") return pt_br2_reg_owner_first_name(inputs)
	if (locale === "ja") return ja_reg_owner_first_name(inputs)
	if (locale === "ko") return ko_reg_owner_first_name(inputs)
	return en_reg_owner_first_name(inputs)
});