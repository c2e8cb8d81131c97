/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown>, name: NonNullable<unknown> }} Mail_Rejected_SubjectInputs */

const en_mail_rejected_subject = /** @type {(inputs: Mail_Rejected_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.kind} "${i?.name}" was not approved`)
};

const de_mail_rejected_subject = /** @type {(inputs: Mail_Rejected_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.name}“ (${i?.kind}) wurde nicht freigegeben`)
};

const fr_mail_rejected_subject = /** @type {(inputs: Mail_Rejected_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.name} » (${i?.kind}) n’a pas été approuvé`)
};

const es_mail_rejected_subject = /** @type {(inputs: Mail_Rejected_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.name}» (${i?.kind}) no se ha aprobado`)
};

const pt_br2_mail_rejected_subject = /** @type {(inputs: Mail_Rejected_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” (${i?.kind}) não foi aprovado`)
};

const ja_mail_rejected_subject = /** @type {(inputs: Mail_Rejected_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}「${i?.name}」は承認されませんでした`)
};

const ko_mail_rejected_subject = /** @type {(inputs: Mail_Rejected_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} "${i?.name}"이(가) 승인되지 않았습니다`)
};

/**
* | output |
* | --- |
* | "Your {kind} \"{name}\" was not approved" |
*
* @param {Mail_Rejected_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_rejected_subject = /** @type {((inputs: Mail_Rejected_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Rejected_SubjectInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_rejected_subject(inputs)
	if (locale === "fr") return fr_mail_rejected_subject(inputs)
	if (locale === "es") return es_mail_rejected_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_rejected_subject(inputs)
	if (locale === "ja") return ja_mail_rejected_subject(inputs)
	if (locale === "ko") return ko_mail_rejected_subject(inputs)
	return en_mail_rejected_subject(inputs)
});