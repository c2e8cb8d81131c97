/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Reset_IgnoreInputs */

const en_mail_reset_ignore = /** @type {(inputs: Mail_Reset_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not ask to reset your password, you can ignore this e-mail; your password stays the same.`)
};

const de_mail_reset_ignore = /** @type {(inputs: Mail_Reset_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie das Zurücksetzen Ihres Passworts nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.`)
};

const fr_mail_reset_ignore = /** @type {(inputs: Mail_Reset_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous n’avez pas demandé à réinitialiser votre mot de passe, vous pouvez ignorer cet e-mail ; votre mot de passe reste le même.`)
};

const es_mail_reset_ignore = /** @type {(inputs: Mail_Reset_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si no pediste restablecer tu contraseña, puedes ignorar este correo; tu contraseña no cambia.`)
};

const pt_br2_mail_reset_ignore = /** @type {(inputs: Mail_Reset_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se você não pediu para redefinir sua senha, pode ignorar este e-mail; sua senha continua a mesma.`)
};

const ja_mail_reset_ignore = /** @type {(inputs: Mail_Reset_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードの再設定を依頼していない場合は、このメールを無視してください。パスワードは変更されません。`)
};

const ko_mail_reset_ignore = /** @type {(inputs: Mail_Reset_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`비밀번호 재설정을 요청하지 않았다면 이 이메일을 무시하셔도 됩니다. 비밀번호는 그대로 유지됩니다.`)
};

/**
* | output |
* | --- |
* | "If you did not ask to reset your password, you can ignore this e-mail; your password stays the same." |
*
* @param {Mail_Reset_IgnoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_reset_ignore = /** @type {((inputs?: Mail_Reset_IgnoreInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_IgnoreInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_reset_ignore(inputs)
	if (locale === "fr") return fr_mail_reset_ignore(inputs)
	if (locale === "es") return es_mail_reset_ignore(inputs)
	if (locale === "pt-BR") return pt_br2_mail_reset_ignore(inputs)
	if (locale === "ja") return ja_mail_reset_ignore(inputs)
	if (locale === "ko") return ko_mail_reset_ignore(inputs)
	return en_mail_reset_ignore(inputs)
});