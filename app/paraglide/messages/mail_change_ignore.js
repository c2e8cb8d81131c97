/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Change_IgnoreInputs */

const en_mail_change_ignore = /** @type {(inputs: Mail_Change_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not ask to change your e-mail address, you can ignore this e-mail.`)
};

const de_mail_change_ignore = /** @type {(inputs: Mail_Change_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie keine Änderung Ihrer E-Mail-Adresse angefordert haben, können Sie diese E-Mail ignorieren.`)
};

const fr_mail_change_ignore = /** @type {(inputs: Mail_Change_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous n’avez pas demandé à changer votre adresse e-mail, vous pouvez ignorer cet e-mail.`)
};

const es_mail_change_ignore = /** @type {(inputs: Mail_Change_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si no pediste cambiar tu correo electrónico, puedes ignorar este correo.`)
};

const pt_br2_mail_change_ignore = /** @type {(inputs: Mail_Change_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se você não pediu para alterar seu e-mail, pode ignorar esta mensagem.`)
};

const ja_mail_change_ignore = /** @type {(inputs: Mail_Change_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールアドレスの変更を依頼していない場合は、このメールを無視してください。`)
};

const ko_mail_change_ignore = /** @type {(inputs: Mail_Change_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일 주소 변경을 요청하지 않았다면 이 이메일을 무시하셔도 됩니다.`)
};

/**
* | output |
* | --- |
* | "If you did not ask to change your e-mail address, you can ignore this e-mail." |
*
* @param {Mail_Change_IgnoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_change_ignore = /** @type {((inputs?: Mail_Change_IgnoreInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Change_IgnoreInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_change_ignore(inputs)
	if (locale === "fr") return fr_mail_change_ignore(inputs)
	if (locale === "es") return es_mail_change_ignore(inputs)
	if (locale === "pt-BR") return pt_br2_mail_change_ignore(inputs)
	if (locale === "ja") return ja_mail_change_ignore(inputs)
	if (locale === "ko") return ko_mail_change_ignore(inputs)
	return en_mail_change_ignore(inputs)
});