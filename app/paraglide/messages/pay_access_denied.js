/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Access_DeniedInputs */

const en_pay_access_denied = /** @type {(inputs: Pay_Access_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access Denied`)
};

const de_pay_access_denied = /** @type {(inputs: Pay_Access_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zugriff verweigert`)
};

const fr_pay_access_denied = /** @type {(inputs: Pay_Access_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès refusé`)
};

const es_pay_access_denied = /** @type {(inputs: Pay_Access_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso denegado`)
};

const pt_br2_pay_access_denied = /** @type {(inputs: Pay_Access_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acesso negado`)
};

const ja_pay_access_denied = /** @type {(inputs: Pay_Access_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アクセスが拒否されました`)
};

const ko_pay_access_denied = /** @type {(inputs: Pay_Access_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`접근 거부`)
};

/**
* | output |
* | --- |
* | "Access Denied" |
*
* @param {Pay_Access_DeniedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_access_denied = /** @type {((inputs?: Pay_Access_DeniedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Access_DeniedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_access_denied(inputs)
	if (locale === "fr") return fr_pay_access_denied(inputs)
	if (locale === "es") return es_pay_access_denied(inputs)
	if (locale === "pt-BR") return pt_br2_pay_access_denied(inputs)
	if (locale === "ja") return ja_pay_access_denied(inputs)
	if (locale === "ko") return ko_pay_access_denied(inputs)
	return en_pay_access_denied(inputs)
});