/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Admin_Only_TextInputs */

const en_error_admin_only_text = /** @type {(inputs: Error_Admin_Only_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is for administrators only. Your account can manage your own LAN centers and parties from your dashboard.`)
};

const de_error_admin_only_text = /** @type {(inputs: Error_Admin_Only_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Seite ist nur für Administratoren. Mit deinem Konto verwaltest du deine eigenen LAN-Center und Partys über dein Dashboard.`)
};

const fr_error_admin_only_text = /** @type {(inputs: Error_Admin_Only_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page est réservée aux administrateurs. Votre compte peut gérer vos propres LAN centers et parties depuis votre tableau de bord.`)
};

const es_error_admin_only_text = /** @type {(inputs: Error_Admin_Only_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta página es solo para administradores. Con tu cuenta puedes gestionar tus propios LAN centers y fiestas desde tu panel.`)
};

const pt_br2_error_admin_only_text = /** @type {(inputs: Error_Admin_Only_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta página é só para administradores. Com sua conta você gerencia seus próprios LAN centers e festas pelo seu painel.`)
};

const ja_error_admin_only_text = /** @type {(inputs: Error_Admin_Only_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このページは管理者専用です。ご自身のLANセンターとパーティーはダッシュボードから管理できます。`)
};

const ko_error_admin_only_text = /** @type {(inputs: Error_Admin_Only_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 페이지는 관리자 전용입니다. 내 LAN 센터와 파티는 대시보드에서 관리할 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "This page is for administrators only. Your account can manage your own LAN centers and parties from your dashboard." |
*
* @param {Error_Admin_Only_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const error_admin_only_text = /** @type {((inputs?: Error_Admin_Only_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Admin_Only_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_admin_only_text(inputs)
	if (locale === "fr") return fr_error_admin_only_text(inputs)
	if (locale === "es") return es_error_admin_only_text(inputs)
	if (locale === "pt-BR") return pt_br2_error_admin_only_text(inputs)
	if (locale === "ja") return ja_error_admin_only_text(inputs)
	if (locale === "ko") return ko_error_admin_only_text(inputs)
	return en_error_admin_only_text(inputs)
});