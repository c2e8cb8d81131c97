/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ product: NonNullable<unknown> }} Mail_Signin_SubjectInputs */

const en_mail_signin_subject = /** @type {(inputs: Mail_Signin_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.product} sign-in code`)
};

const de_mail_signin_subject = /** @type {(inputs: Mail_Signin_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihr ${i?.product}-Anmeldecode`)
};

const fr_mail_signin_subject = /** @type {(inputs: Mail_Signin_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre code de connexion ${i?.product}`)
};

const es_mail_signin_subject = /** @type {(inputs: Mail_Signin_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu código de inicio de sesión de ${i?.product}`)
};

const pt_br2_mail_signin_subject = /** @type {(inputs: Mail_Signin_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seu código de acesso ao ${i?.product}`)
};

const ja_mail_signin_subject = /** @type {(inputs: Mail_Signin_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} のサインインコード`)
};

const ko_mail_signin_subject = /** @type {(inputs: Mail_Signin_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} 로그인 코드`)
};

/**
* | output |
* | --- |
* | "Your {product} sign-in code" |
*
* @param {Mail_Signin_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_signin_subject = /** @type {((inputs: Mail_Signin_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Signin_SubjectInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_signin_subject(inputs)
	if (locale === "fr") return fr_mail_signin_subject(inputs)
	if (locale === "es") return es_mail_signin_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_signin_subject(inputs)
	if (locale === "ja") return ja_mail_signin_subject(inputs)
	if (locale === "ko") return ko_mail_signin_subject(inputs)
	return en_mail_signin_subject(inputs)
});