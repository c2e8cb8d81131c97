/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_VerifyingInputs */

const en_auth_verifying = /** @type {(inputs: Auth_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifying...`)
};

const de_auth_verifying = /** @type {(inputs: Auth_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird überprüft...`)
};

const fr_auth_verifying = /** @type {(inputs: Auth_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification...`)
};

const es_auth_verifying = /** @type {(inputs: Auth_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificando...`)
};

const pt_br2_auth_verifying = /** @type {(inputs: Auth_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificando...`)
};

const ja_auth_verifying = /** @type {(inputs: Auth_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`確認中...`)
};

const ko_auth_verifying = /** @type {(inputs: Auth_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`확인 중...`)
};

/**
* | output |
* | --- |
* | "Verifying..." |
*
* @param {Auth_VerifyingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_verifying = /** @type {((inputs?: Auth_VerifyingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_VerifyingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_verifying(inputs)
	if (locale === "fr") return fr_auth_verifying(inputs)
	if (locale === "es") return es_auth_verifying(inputs)
	if (locale === "pt-BR") return pt_br2_auth_verifying(inputs)
	if (locale === "ja") return ja_auth_verifying(inputs)
	if (locale === "ko") return ko_auth_verifying(inputs)
	return en_auth_verifying(inputs)
});