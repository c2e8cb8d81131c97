/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ product: NonNullable<unknown> }} Mail_Reset_IntroInputs */

const en_mail_reset_intro = /** @type {(inputs: Mail_Reset_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use this code to reset the password of your ${i?.product} account.`)
};

const de_mail_reset_intro = /** @type {(inputs: Mail_Reset_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mit diesem Code setzen Sie das Passwort Ihres ${i?.product}-Kontos zurück.`)
};

const fr_mail_reset_intro = /** @type {(inputs: Mail_Reset_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Utilisez ce code pour réinitialiser le mot de passe de votre compte ${i?.product}.`)
};

const es_mail_reset_intro = /** @type {(inputs: Mail_Reset_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Usa este código para restablecer la contraseña de tu cuenta de ${i?.product}.`)
};

const pt_br2_mail_reset_intro = /** @type {(inputs: Mail_Reset_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use este código para redefinir a senha da sua conta no ${i?.product}.`)
};

const ja_mail_reset_intro = /** @type {(inputs: Mail_Reset_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`このコードで ${i?.product} アカウントのパスワードを再設定してください。`)
};

const ko_mail_reset_intro = /** @type {(inputs: Mail_Reset_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`이 코드로 ${i?.product} 계정의 비밀번호를 재설정하세요.`)
};

/**
* | output |
* | --- |
* | "Use this code to reset the password of your {product} account." |
*
* @param {Mail_Reset_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_reset_intro = /** @type {((inputs: Mail_Reset_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_reset_intro(inputs)
	if (locale === "fr") return fr_mail_reset_intro(inputs)
	if (locale === "es") return es_mail_reset_intro(inputs)
	if (locale === "pt-BR") return pt_br2_mail_reset_intro(inputs)
	if (locale === "ja") return ja_mail_reset_intro(inputs)
	if (locale === "ko") return ko_mail_reset_intro(inputs)
	return en_mail_reset_intro(inputs)
});