/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Recovery_Link_FailedInputs */

const en_auth_recovery_link_failed = /** @type {(inputs: Auth_Recovery_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link did not work:`)
};

const de_auth_recovery_link_failed = /** @type {(inputs: Auth_Recovery_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Link hat nicht funktioniert:`)
};

const fr_auth_recovery_link_failed = /** @type {(inputs: Auth_Recovery_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien n'a pas fonctionné :`)
};

const es_auth_recovery_link_failed = /** @type {(inputs: Auth_Recovery_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace no ha funcionado:`)
};

const pt_br2_auth_recovery_link_failed = /** @type {(inputs: Auth_Recovery_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este link não funcionou:`)
};

const ja_auth_recovery_link_failed = /** @type {(inputs: Auth_Recovery_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このリンクは使用できませんでした:`)
};

const ko_auth_recovery_link_failed = /** @type {(inputs: Auth_Recovery_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 링크가 작동하지 않았습니다:`)
};

/**
* | output |
* | --- |
* | "This link did not work:" |
*
* @param {Auth_Recovery_Link_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_recovery_link_failed = /** @type {((inputs?: Auth_Recovery_Link_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Recovery_Link_FailedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_recovery_link_failed(inputs)
	if (locale === "fr") return fr_auth_recovery_link_failed(inputs)
	if (locale === "es") return es_auth_recovery_link_failed(inputs)
	if (locale === "pt-BR") return pt_br2_auth_recovery_link_failed(inputs)
	if (locale === "ja") return ja_auth_recovery_link_failed(inputs)
	if (locale === "ko") return ko_auth_recovery_link_failed(inputs)
	return en_auth_recovery_link_failed(inputs)
});