/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Admin_OnlyInputs */

const en_error_admin_only = /** @type {(inputs: Error_Admin_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrators only`)
};

const de_error_admin_only = /** @type {(inputs: Error_Admin_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur für Administratoren`)
};

const fr_error_admin_only = /** @type {(inputs: Error_Admin_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservé aux administrateurs`)
};

const es_error_admin_only = /** @type {(inputs: Error_Admin_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo administradores`)
};

const pt_br2_error_admin_only = /** @type {(inputs: Error_Admin_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Somente administradores`)
};

const ja_error_admin_only = /** @type {(inputs: Error_Admin_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`管理者専用`)
};

const ko_error_admin_only = /** @type {(inputs: Error_Admin_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`관리자 전용`)
};

/**
* | output |
* | --- |
* | "Administrators only" |
*
* @param {Error_Admin_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const error_admin_only = /** @type {((inputs?: Error_Admin_OnlyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Admin_OnlyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_admin_only(inputs)
	if (locale === "fr") return fr_error_admin_only(inputs)
	if (locale === "es") return es_error_admin_only(inputs)
	if (locale === "pt-BR") return pt_br2_error_admin_only(inputs)
	if (locale === "ja") return ja_error_admin_only(inputs)
	if (locale === "ko") return ko_error_admin_only(inputs)
	return en_error_admin_only(inputs)
});