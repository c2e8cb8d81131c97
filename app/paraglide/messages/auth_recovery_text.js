/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Recovery_TextInputs */

const en_auth_recovery_text = /** @type {(inputs: Auth_Recovery_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Links from older reset e-mails no longer work. Enter your e-mail address and we will send you a 6-digit code, valid for 1 hour, to choose a new password.`)
};

const de_auth_recovery_text = /** @type {(inputs: Auth_Recovery_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Links aus älteren E-Mails zum Zurücksetzen funktionieren nicht mehr. Gib deine E-Mail-Adresse ein und wir senden dir einen 6-stelligen Code, 1 Stunde gültig, mit dem du ein neues Passwort wählst.`)
};

const fr_auth_recovery_text = /** @type {(inputs: Auth_Recovery_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les liens des anciens e-mails de réinitialisation ne fonctionnent plus. Saisissez votre adresse e-mail et nous vous enverrons un code à 6 chiffres, valable 1 heure, pour choisir un nouveau mot de passe.`)
};

const es_auth_recovery_text = /** @type {(inputs: Auth_Recovery_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los enlaces de los correos de restablecimiento antiguos ya no funcionan. Introduce tu correo y te enviaremos un código de 6 dígitos, válido durante 1 hora, para elegir una contraseña nueva.`)
};

const pt_br2_auth_recovery_text = /** @type {(inputs: Auth_Recovery_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Links de e-mails de redefinição antigos não funcionam mais. Informe seu e-mail e enviaremos um código de 6 dígitos, válido por 1 hora, para você escolher uma nova senha.`)
};

const ja_auth_recovery_text = /** @type {(inputs: Auth_Recovery_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`以前のリセットメールのリンクは使用できなくなりました。メールアドレスを入力すると、新しいパスワードを設定するための6桁のコード（有効期限1時間）をお送りします。`)
};

const ko_auth_recovery_text = /** @type {(inputs: Auth_Recovery_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이전 재설정 이메일의 링크는 더 이상 작동하지 않습니다. 이메일 주소를 입력하면 새 비밀번호를 정할 수 있는 6자리 코드(1시간 유효)를 보내 드립니다.`)
};

/**
* | output |
* | --- |
* | "Links from older reset e-mails no longer work. Enter your e-mail address and we will send you a 6-digit code, valid for 1 hour, to choose a new password." |
*
* @param {Auth_Recovery_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_recovery_text = /** @type {((inputs?: Auth_Recovery_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Recovery_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_recovery_text(inputs)
	if (locale === "fr") return fr_auth_recovery_text(inputs)
	if (locale === "es") return es_auth_recovery_text(inputs)
	if (locale === "pt-BR") return pt_br2_auth_recovery_text(inputs)
	if (locale === "ja") return ja_auth_recovery_text(inputs)
	if (locale === "ko") return ko_auth_recovery_text(inputs)
	return en_auth_recovery_text(inputs)
});