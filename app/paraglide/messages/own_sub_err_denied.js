/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_Err_DeniedInputs */

const en_own_sub_err_denied = /** @type {(inputs: Own_Sub_Err_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access Denied`)
};

const de_own_sub_err_denied = /** @type {(inputs: Own_Sub_Err_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zugriff verweigert`)
};

const fr_own_sub_err_denied = /** @type {(inputs: Own_Sub_Err_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès refusé`)
};

const es_own_sub_err_denied = /** @type {(inputs: Own_Sub_Err_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso denegado`)
};

const pt_br2_own_sub_err_denied = /** @type {(inputs: Own_Sub_Err_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acesso negado`)
};

const ja_own_sub_err_denied = /** @type {(inputs: Own_Sub_Err_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アクセスが拒否されました`)
};

const ko_own_sub_err_denied = /** @type {(inputs: Own_Sub_Err_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`접근이 거부되었습니다`)
};

/**
* | output |
* | --- |
* | "Access Denied" |
*
* @param {Own_Sub_Err_DeniedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_err_denied = /** @type {((inputs?: Own_Sub_Err_DeniedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_Err_DeniedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_err_denied(inputs)
	if (locale === "fr") return fr_own_sub_err_denied(inputs)
	if (locale === "es") return es_own_sub_err_denied(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_err_denied(inputs)
	if (locale === "ja") return ja_own_sub_err_denied(inputs)
	if (locale === "ko") return ko_own_sub_err_denied(inputs)
	return en_own_sub_err_denied(inputs)
});