/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ product: NonNullable<unknown>, email: NonNullable<unknown> }} Mail_Password_Body_ChangedInputs */

const en_mail_password_body_changed = /** @type {(inputs: Mail_Password_Body_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The password of your ${i?.product} account (${i?.email}) was changed from the account's Security settings. Other devices were signed out.`)
};

const de_mail_password_body_changed = /** @type {(inputs: Mail_Password_Body_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Passwort Ihres ${i?.product}-Kontos (${i?.email}) wurde in den Sicherheitseinstellungen des Kontos geändert. Andere Geräte wurden abgemeldet.`)
};

const fr_mail_password_body_changed = /** @type {(inputs: Mail_Password_Body_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le mot de passe de votre compte ${i?.product} (${i?.email}) a été modifié depuis les paramètres de sécurité du compte. Les autres appareils ont été déconnectés.`)
};

const es_mail_password_body_changed = /** @type {(inputs: Mail_Password_Body_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La contraseña de tu cuenta de ${i?.product} (${i?.email}) se cambió desde la configuración de seguridad de la cuenta. Se cerró la sesión en los demás dispositivos.`)
};

const pt_br2_mail_password_body_changed = /** @type {(inputs: Mail_Password_Body_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A senha da sua conta no ${i?.product} (${i?.email}) foi alterada nas configurações de segurança da conta. Os outros dispositivos foram desconectados.`)
};

const ja_mail_password_body_changed = /** @type {(inputs: Mail_Password_Body_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} アカウント（${i?.email}）のパスワードが、アカウントのセキュリティ設定から変更されました。他のデバイスはサインアウトされました。`)
};

const ko_mail_password_body_changed = /** @type {(inputs: Mail_Password_Body_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} 계정(${i?.email})의 비밀번호가 계정 보안 설정에서 변경되었습니다. 다른 기기에서는 로그아웃되었습니다.`)
};

/**
* | output |
* | --- |
* | "The password of your {product} account ({email}) was changed from the account's Security settings. Other devices were signed out." |
*
* @param {Mail_Password_Body_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_password_body_changed = /** @type {((inputs: Mail_Password_Body_ChangedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Password_Body_ChangedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_password_body_changed(inputs)
	if (locale === "fr") return fr_mail_password_body_changed(inputs)
	if (locale === "es") return es_mail_password_body_changed(inputs)
	if (locale === "pt-BR") return pt_br2_mail_password_body_changed(inputs)
	if (locale === "ja") return ja_mail_password_body_changed(inputs)
	if (locale === "ko") return ko_mail_password_body_changed(inputs)
	return en_mail_password_body_changed(inputs)
});