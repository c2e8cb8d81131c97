/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ center: NonNullable<unknown> }} Mail_Setup_Copy_SubjectInputs */

const en_mail_setup_copy_subject = /** @type {(inputs: Mail_Setup_Copy_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your setup request for ${i?.center}`)
};

const de_mail_setup_copy_subject = /** @type {(inputs: Mail_Setup_Copy_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Einrichtungsanfrage für ${i?.center}`)
};

const fr_mail_setup_copy_subject = /** @type {(inputs: Mail_Setup_Copy_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre demande de configuration pour ${i?.center}`)
};

const es_mail_setup_copy_subject = /** @type {(inputs: Mail_Setup_Copy_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu solicitud de configuración para ${i?.center}`)
};

const pt_br2_mail_setup_copy_subject = /** @type {(inputs: Mail_Setup_Copy_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sua solicitação de configuração para ${i?.center}`)
};

const ja_mail_setup_copy_subject = /** @type {(inputs: Mail_Setup_Copy_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} のセットアップ依頼`)
};

const ko_mail_setup_copy_subject = /** @type {(inputs: Mail_Setup_Copy_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.center} 설정 요청`)
};

/**
* | output |
* | --- |
* | "Your setup request for {center}" |
*
* @param {Mail_Setup_Copy_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_setup_copy_subject = /** @type {((inputs: Mail_Setup_Copy_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Setup_Copy_SubjectInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_setup_copy_subject(inputs)
	if (locale === "fr") return fr_mail_setup_copy_subject(inputs)
	if (locale === "es") return es_mail_setup_copy_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_setup_copy_subject(inputs)
	if (locale === "ja") return ja_mail_setup_copy_subject(inputs)
	if (locale === "ko") return ko_mail_setup_copy_subject(inputs)
	return en_mail_setup_copy_subject(inputs)
});