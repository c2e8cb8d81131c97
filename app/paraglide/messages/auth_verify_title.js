/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Verify_TitleInputs */

const en_auth_verify_title = /** @type {(inputs: Auth_Verify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify Your Email`)
};

const de_auth_verify_title = /** @type {(inputs: Auth_Verify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse bestätigen`)
};

const fr_auth_verify_title = /** @type {(inputs: Auth_Verify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez votre adresse e-mail`)
};

const es_auth_verify_title = /** @type {(inputs: Auth_Verify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifica tu correo`)
};

const pt_br2_auth_verify_title = /** @type {(inputs: Auth_Verify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifique seu e-mail`)
};

const ja_auth_verify_title = /** @type {(inputs: Auth_Verify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールアドレスの確認`)
};

const ko_auth_verify_title = /** @type {(inputs: Auth_Verify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일 인증`)
};

/**
* | output |
* | --- |
* | "Verify Your Email" |
*
* @param {Auth_Verify_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_verify_title = /** @type {((inputs?: Auth_Verify_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Verify_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_verify_title(inputs)
	if (locale === "fr") return fr_auth_verify_title(inputs)
	if (locale === "es") return es_auth_verify_title(inputs)
	if (locale === "pt-BR") return pt_br2_auth_verify_title(inputs)
	if (locale === "ja") return ja_auth_verify_title(inputs)
	if (locale === "ko") return ko_auth_verify_title(inputs)
	return en_auth_verify_title(inputs)
});