/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ product: NonNullable<unknown> }} Mail_Verify_IntroInputs */

const en_mail_verify_intro = /** @type {(inputs: Mail_Verify_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use this code to confirm your e-mail address and finish creating your ${i?.product} account.`)
};

const de_mail_verify_intro = /** @type {(inputs: Mail_Verify_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mit diesem Code bestätigen Sie Ihre E-Mail-Adresse und schließen die Erstellung Ihres ${i?.product}-Kontos ab.`)
};

const fr_mail_verify_intro = /** @type {(inputs: Mail_Verify_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Utilisez ce code pour confirmer votre adresse e-mail et terminer la création de votre compte ${i?.product}.`)
};

const es_mail_verify_intro = /** @type {(inputs: Mail_Verify_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Usa este código para confirmar tu correo electrónico y terminar de crear tu cuenta de ${i?.product}.`)
};

const pt_br2_mail_verify_intro = /** @type {(inputs: Mail_Verify_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use este código para confirmar seu e-mail e concluir a criação da sua conta no ${i?.product}.`)
};

const ja_mail_verify_intro = /** @type {(inputs: Mail_Verify_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`このコードでメールアドレスを確認し、${i?.product} アカウントの作成を完了してください。`)
};

const ko_mail_verify_intro = /** @type {(inputs: Mail_Verify_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`이 코드로 이메일 주소를 확인하고 ${i?.product} 계정 만들기를 완료하세요.`)
};

/**
* | output |
* | --- |
* | "Use this code to confirm your e-mail address and finish creating your {product} account." |
*
* @param {Mail_Verify_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_verify_intro = /** @type {((inputs: Mail_Verify_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Verify_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_verify_intro(inputs)
	if (locale === "fr") return fr_mail_verify_intro(inputs)
	if (locale === "es") return es_mail_verify_intro(inputs)
	if (locale === "pt-BR") return pt_br2_mail_verify_intro(inputs)
	if (locale === "ja") return ja_mail_verify_intro(inputs)
	if (locale === "ko") return ko_mail_verify_intro(inputs)
	return en_mail_verify_intro(inputs)
});