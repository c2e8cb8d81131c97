/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown>, name: NonNullable<unknown> }} Mail_Changes_Approved_SubjectInputs */

const en_mail_changes_approved_subject = /** @type {(inputs: Mail_Changes_Approved_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your changes to ${i?.kind} "${i?.name}" are approved`)
};

const de_mail_changes_approved_subject = /** @type {(inputs: Mail_Changes_Approved_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Änderungen an „${i?.name}“ (${i?.kind}) sind freigegeben`)
};

const fr_mail_changes_approved_subject = /** @type {(inputs: Mail_Changes_Approved_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vos modifications de « ${i?.name} » (${i?.kind}) sont approuvées`)
};

const es_mail_changes_approved_subject = /** @type {(inputs: Mail_Changes_Approved_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tus cambios en «${i?.name}» (${i?.kind}) están aprobados`)
};

const pt_br2_mail_changes_approved_subject = /** @type {(inputs: Mail_Changes_Approved_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suas alterações em “${i?.name}” (${i?.kind}) foram aprovadas`)
};

const ja_mail_changes_approved_subject = /** @type {(inputs: Mail_Changes_Approved_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}「${i?.name}」への変更が承認されました`)
};

const ko_mail_changes_approved_subject = /** @type {(inputs: Mail_Changes_Approved_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} "${i?.name}"의 변경 사항이 승인되었습니다`)
};

/**
* | output |
* | --- |
* | "Your changes to {kind} \"{name}\" are approved" |
*
* @param {Mail_Changes_Approved_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_changes_approved_subject = /** @type {((inputs: Mail_Changes_Approved_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Changes_Approved_SubjectInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_changes_approved_subject(inputs)
	if (locale === "fr") return fr_mail_changes_approved_subject(inputs)
	if (locale === "es") return es_mail_changes_approved_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_changes_approved_subject(inputs)
	if (locale === "ja") return ja_mail_changes_approved_subject(inputs)
	if (locale === "ko") return ko_mail_changes_approved_subject(inputs)
	return en_mail_changes_approved_subject(inputs)
});