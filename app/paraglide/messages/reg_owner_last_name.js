/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Owner_Last_NameInputs */

const en_reg_owner_last_name = /** @type {(inputs: Reg_Owner_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owner/manager last name`)
};

const de_reg_owner_last_name = /** @type {(inputs: Reg_Owner_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachname (Inhaber/Leitung)`)
};

const fr_reg_owner_last_name = /** @type {(inputs: Reg_Owner_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom du propriétaire ou gérant`)
};

const es_reg_owner_last_name = /** @type {(inputs: Reg_Owner_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apellido del propietario o encargado`)
};

const pt_br2_reg_owner_last_name = /** @type {(inputs: Reg_Owner_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobrenome do proprietário ou gerente`)
};

const ja_reg_owner_last_name = /** @type {(inputs: Reg_Owner_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`オーナー／責任者の姓`)
};

const ko_reg_owner_last_name = /** @type {(inputs: Reg_Owner_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`소유자/관리자 성`)
};

/**
* | output |
* | --- |
* | "Owner/manager last name" |
*
* @param {Reg_Owner_Last_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_owner_last_name = /** @type {((inputs?: Reg_Owner_Last_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Owner_Last_NameInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_owner_last_name(inputs)
	if (locale === "fr") return fr_reg_owner_last_name(inputs)
	if (locale === "es") return es_reg_owner_last_name(inputs)
	if (locale === "pt-BR") return pt_br2_reg_owner_last_name(inputs)
	if (locale === "ja") return ja_reg_owner_last_name(inputs)
	if (locale === "ko") return ko_reg_owner_last_name(inputs)
	return en_reg_owner_last_name(inputs)
});