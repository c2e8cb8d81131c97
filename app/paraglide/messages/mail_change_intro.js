/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ product: NonNullable<unknown> }} Mail_Change_IntroInputs */

const en_mail_change_intro = /** @type {(inputs: Mail_Change_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use this code to confirm this address as the new e-mail of your ${i?.product} account.`)
};

const de_mail_change_intro = /** @type {(inputs: Mail_Change_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mit diesem Code bestätigen Sie diese Adresse als neue E-Mail-Adresse Ihres ${i?.product}-Kontos.`)
};

const fr_mail_change_intro = /** @type {(inputs: Mail_Change_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Utilisez ce code pour confirmer cette adresse comme nouvel e-mail de votre compte ${i?.product}.`)
};

const es_mail_change_intro = /** @type {(inputs: Mail_Change_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Usa este código para confirmar esta dirección como el nuevo correo de tu cuenta de ${i?.product}.`)
};

const pt_br2_mail_change_intro = /** @type {(inputs: Mail_Change_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use este código para confirmar este endereço como o novo e-mail da sua conta no ${i?.product}.`)
};

const ja_mail_change_intro = /** @type {(inputs: Mail_Change_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`このコードで、このアドレスを ${i?.product} アカウントの新しいメールアドレスとして確認してください。`)
};

const ko_mail_change_intro = /** @type {(inputs: Mail_Change_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`이 코드로 이 주소를 ${i?.product} 계정의 새 이메일로 확인하세요.`)
};

/**
* | output |
* | --- |
* | "Use this code to confirm this address as the new e-mail of your {product} account." |
*
* @param {Mail_Change_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_change_intro = /** @type {((inputs: Mail_Change_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Change_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_change_intro(inputs)
	if (locale === "fr") return fr_mail_change_intro(inputs)
	if (locale === "es") return es_mail_change_intro(inputs)
	if (locale === "pt-BR") return pt_br2_mail_change_intro(inputs)
	if (locale === "ja") return ja_mail_change_intro(inputs)
	if (locale === "ko") return ko_mail_change_intro(inputs)
	return en_mail_change_intro(inputs)
});