/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ product: NonNullable<unknown>, email: NonNullable<unknown> }} Mail_Password_Body_ResetInputs */

const en_mail_password_body_reset = /** @type {(inputs: Mail_Password_Body_ResetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The password of your ${i?.product} account (${i?.email}) was reset with a code sent to this address. Other devices were signed out.`)
};

const de_mail_password_body_reset = /** @type {(inputs: Mail_Password_Body_ResetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Passwort Ihres ${i?.product}-Kontos (${i?.email}) wurde mit einem an diese Adresse gesendeten Code zurückgesetzt. Andere Geräte wurden abgemeldet.`)
};

const fr_mail_password_body_reset = /** @type {(inputs: Mail_Password_Body_ResetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le mot de passe de votre compte ${i?.product} (${i?.email}) a été réinitialisé avec un code envoyé à cette adresse. Les autres appareils ont été déconnectés.`)
};

const es_mail_password_body_reset = /** @type {(inputs: Mail_Password_Body_ResetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La contraseña de tu cuenta de ${i?.product} (${i?.email}) se restableció con un código enviado a esta dirección. Se cerró la sesión en los demás dispositivos.`)
};

const pt_br2_mail_password_body_reset = /** @type {(inputs: Mail_Password_Body_ResetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A senha da sua conta no ${i?.product} (${i?.email}) foi redefinida com um código enviado para este endereço. Os outros dispositivos foram desconectados.`)
};

const ja_mail_password_body_reset = /** @type {(inputs: Mail_Password_Body_ResetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} アカウント（${i?.email}）のパスワードが、このアドレスに送信されたコードで再設定されました。他のデバイスはサインアウトされました。`)
};

const ko_mail_password_body_reset = /** @type {(inputs: Mail_Password_Body_ResetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} 계정(${i?.email})의 비밀번호가 이 주소로 보낸 코드로 재설정되었습니다. 다른 기기에서는 로그아웃되었습니다.`)
};

/**
* | output |
* | --- |
* | "The password of your {product} account ({email}) was reset with a code sent to this address. Other devices were signed out." |
*
* @param {Mail_Password_Body_ResetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_password_body_reset = /** @type {((inputs: Mail_Password_Body_ResetInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Password_Body_ResetInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_password_body_reset(inputs)
	if (locale === "fr") return fr_mail_password_body_reset(inputs)
	if (locale === "es") return es_mail_password_body_reset(inputs)
	if (locale === "pt-BR") return pt_br2_mail_password_body_reset(inputs)
	if (locale === "ja") return ja_mail_password_body_reset(inputs)
	if (locale === "ko") return ko_mail_password_body_reset(inputs)
	return en_mail_password_body_reset(inputs)
});