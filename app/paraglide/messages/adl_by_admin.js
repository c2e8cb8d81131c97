/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adl_By_AdminInputs */

const en_adl_by_admin = /** @type {(inputs: Adl_By_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created by an admin`)
};

const de_adl_by_admin = /** @type {(inputs: Adl_By_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von einem Admin angelegt`)
};

const fr_adl_by_admin = /** @type {(inputs: Adl_By_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créé par un administrateur`)
};

const es_adl_by_admin = /** @type {(inputs: Adl_By_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creado por un administrador`)
};

const pt_br2_adl_by_admin = /** @type {(inputs: Adl_By_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criado por um administrador`)
};

const ja_adl_by_admin = /** @type {(inputs: Adl_By_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`管理者が作成`)
};

const ko_adl_by_admin = /** @type {(inputs: Adl_By_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`관리자가 생성`)
};

/**
* | output |
* | --- |
* | "Created by an admin" |
*
* @param {Adl_By_AdminInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adl_by_admin = /** @type {((inputs?: Adl_By_AdminInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adl_By_AdminInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adl_by_admin(inputs)
	if (locale === "fr") return fr_adl_by_admin(inputs)
	if (locale === "es") return es_adl_by_admin(inputs)
	if (locale === "pt-BR") return pt_br2_adl_by_admin(inputs)
	if (locale === "ja") return ja_adl_by_admin(inputs)
	if (locale === "ko") return ko_adl_by_admin(inputs)
	return en_adl_by_admin(inputs)
});