/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ product: NonNullable<unknown> }} Mail_Reset_SubjectInputs */

const en_mail_reset_subject = /** @type {(inputs: Mail_Reset_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.product} password reset code`)
};

const de_mail_reset_subject = /** @type {(inputs: Mail_Reset_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihr Code zum Zurücksetzen des ${i?.product}-Passworts`)
};

const fr_mail_reset_subject = /** @type {(inputs: Mail_Reset_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre code de réinitialisation du mot de passe ${i?.product}`)
};

const es_mail_reset_subject = /** @type {(inputs: Mail_Reset_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu código para restablecer la contraseña de ${i?.product}`)
};

const pt_br2_mail_reset_subject = /** @type {(inputs: Mail_Reset_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seu código para redefinir a senha do ${i?.product}`)
};

const ja_mail_reset_subject = /** @type {(inputs: Mail_Reset_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} のパスワード再設定コード`)
};

const ko_mail_reset_subject = /** @type {(inputs: Mail_Reset_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} 비밀번호 재설정 코드`)
};

/**
* | output |
* | --- |
* | "Your {product} password reset code" |
*
* @param {Mail_Reset_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_reset_subject = /** @type {((inputs: Mail_Reset_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_SubjectInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_reset_subject(inputs)
	if (locale === "fr") return fr_mail_reset_subject(inputs)
	if (locale === "es") return es_mail_reset_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_reset_subject(inputs)
	if (locale === "ja") return ja_mail_reset_subject(inputs)
	if (locale === "ko") return ko_mail_reset_subject(inputs)
	return en_mail_reset_subject(inputs)
});