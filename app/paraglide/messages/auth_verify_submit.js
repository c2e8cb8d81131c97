/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Verify_SubmitInputs */

const en_auth_verify_submit = /** @type {(inputs: Auth_Verify_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify Email`)
};

const de_auth_verify_submit = /** @type {(inputs: Auth_Verify_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail bestätigen`)
};

const fr_auth_verify_submit = /** @type {(inputs: Auth_Verify_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier l'e-mail`)
};

const es_auth_verify_submit = /** @type {(inputs: Auth_Verify_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar correo`)
};

const pt_br2_auth_verify_submit = /** @type {(inputs: Auth_Verify_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar e-mail`)
};

const ja_auth_verify_submit = /** @type {(inputs: Auth_Verify_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールを確認`)
};

const ko_auth_verify_submit = /** @type {(inputs: Auth_Verify_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일 인증`)
};

/**
* | output |
* | --- |
* | "Verify Email" |
*
* @param {Auth_Verify_SubmitInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_verify_submit = /** @type {((inputs?: Auth_Verify_SubmitInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Verify_SubmitInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_verify_submit(inputs)
	if (locale === "fr") return fr_auth_verify_submit(inputs)
	if (locale === "es") return es_auth_verify_submit(inputs)
	if (locale === "pt-BR") return pt_br2_auth_verify_submit(inputs)
	if (locale === "ja") return ja_auth_verify_submit(inputs)
	if (locale === "ko") return ko_auth_verify_submit(inputs)
	return en_auth_verify_submit(inputs)
});