/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Log_OutInputs */

const en_nav_log_out = /** @type {(inputs: Nav_Log_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log Out`)
};

const de_nav_log_out = /** @type {(inputs: Nav_Log_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abmelden`)
};

const fr_nav_log_out = /** @type {(inputs: Nav_Log_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se déconnecter`)
};

const es_nav_log_out = /** @type {(inputs: Nav_Log_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar sesión`)
};

const pt_br2_nav_log_out = /** @type {(inputs: Nav_Log_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sair`)
};

const ja_nav_log_out = /** @type {(inputs: Nav_Log_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ログアウト`)
};

const ko_nav_log_out = /** @type {(inputs: Nav_Log_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`로그아웃`)
};

/**
* | output |
* | --- |
* | "Log Out" |
*
* @param {Nav_Log_OutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const nav_log_out = /** @type {((inputs?: Nav_Log_OutInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Log_OutInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_nav_log_out(inputs)
	if (locale === "fr") return fr_nav_log_out(inputs)
	if (locale === "es") return es_nav_log_out(inputs)
	if (locale === "pt-BR") return pt_br2_nav_log_out(inputs)
	if (locale === "ja") return ja_nav_log_out(inputs)
	if (locale === "ko") return ko_nav_log_out(inputs)
	return en_nav_log_out(inputs)
});