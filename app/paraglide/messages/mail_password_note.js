/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ supportEmail: NonNullable<unknown> }} Mail_Password_NoteInputs */

const en_mail_password_note = /** @type {(inputs: Mail_Password_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`If you made this change, there is nothing to do. If you did not, reset your password at once and write to ${i?.supportEmail}.`)
};

const de_mail_password_note = /** @type {(inputs: Mail_Password_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wenn Sie diese Änderung vorgenommen haben, ist nichts weiter zu tun. Wenn nicht, setzen Sie Ihr Passwort sofort zurück und schreiben Sie an ${i?.supportEmail}.`)
};

const fr_mail_password_note = /** @type {(inputs: Mail_Password_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Si vous êtes à l’origine de ce changement, vous n’avez rien à faire. Sinon, réinitialisez immédiatement votre mot de passe et écrivez à ${i?.supportEmail}.`)
};

const es_mail_password_note = /** @type {(inputs: Mail_Password_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Si hiciste este cambio, no tienes que hacer nada. Si no, restablece tu contraseña de inmediato y escribe a ${i?.supportEmail}.`)
};

const pt_br2_mail_password_note = /** @type {(inputs: Mail_Password_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se foi você quem fez essa alteração, não precisa fazer nada. Se não foi, redefina sua senha imediatamente e escreva para ${i?.supportEmail}.`)
};

const ja_mail_password_note = /** @type {(inputs: Mail_Password_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ご自身で変更した場合は、何もする必要はありません。心当たりがない場合は、すぐにパスワードを再設定し、${i?.supportEmail} までご連絡ください。`)
};

const ko_mail_password_note = /** @type {(inputs: Mail_Password_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`직접 변경하셨다면 따로 하실 일은 없습니다. 그렇지 않다면 즉시 비밀번호를 재설정하고 ${i?.supportEmail}(으)로 연락해 주세요.`)
};

/**
* | output |
* | --- |
* | "If you made this change, there is nothing to do. If you did not, reset your password at once and write to {supportEmail}." |
*
* @param {Mail_Password_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_password_note = /** @type {((inputs: Mail_Password_NoteInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Password_NoteInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_password_note(inputs)
	if (locale === "fr") return fr_mail_password_note(inputs)
	if (locale === "es") return es_mail_password_note(inputs)
	if (locale === "pt-BR") return pt_br2_mail_password_note(inputs)
	if (locale === "ja") return ja_mail_password_note(inputs)
	if (locale === "ko") return ko_mail_password_note(inputs)
	return en_mail_password_note(inputs)
});