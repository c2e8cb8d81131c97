/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Email_RequiredInputs */

const en_auth_err_email_required = /** @type {(inputs: Auth_Err_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address is required`)
};

const de_auth_err_email_required = /** @type {(inputs: Auth_Err_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse ist erforderlich`)
};

const fr_auth_err_email_required = /** @type {(inputs: Auth_Err_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'adresse e-mail est obligatoire`)
};

const es_auth_err_email_required = /** @type {(inputs: Auth_Err_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La dirección de correo es obligatoria`)
};

const pt_br2_auth_err_email_required = /** @type {(inputs: Auth_Err_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O endereço de e-mail é obrigatório`)
};

const ja_auth_err_email_required = /** @type {(inputs: Auth_Err_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールアドレスは必須です`)
};

const ko_auth_err_email_required = /** @type {(inputs: Auth_Err_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일 주소는 필수입니다`)
};

/**
* | output |
* | --- |
* | "Email address is required" |
*
* @param {Auth_Err_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_email_required = /** @type {((inputs?: Auth_Err_Email_RequiredInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Email_RequiredInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_email_required(inputs)
	if (locale === "fr") return fr_auth_err_email_required(inputs)
	if (locale === "es") return es_auth_err_email_required(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_email_required(inputs)
	if (locale === "ja") return ja_auth_err_email_required(inputs)
	if (locale === "ko") return ko_auth_err_email_required(inputs)
	return en_auth_err_email_required(inputs)
});