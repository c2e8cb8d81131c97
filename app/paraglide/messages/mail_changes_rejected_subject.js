/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown>, name: NonNullable<unknown> }} Mail_Changes_Rejected_SubjectInputs */

const en_mail_changes_rejected_subject = /** @type {(inputs: Mail_Changes_Rejected_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your changes to ${i?.kind} "${i?.name}" were not approved`)
};

const de_mail_changes_rejected_subject = /** @type {(inputs: Mail_Changes_Rejected_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Änderungen an „${i?.name}“ (${i?.kind}) wurden nicht freigegeben`)
};

const fr_mail_changes_rejected_subject = /** @type {(inputs: Mail_Changes_Rejected_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vos modifications de « ${i?.name} » (${i?.kind}) n’ont pas été approuvées`)
};

const es_mail_changes_rejected_subject = /** @type {(inputs: Mail_Changes_Rejected_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tus cambios en «${i?.name}» (${i?.kind}) no se han aprobado`)
};

const pt_br2_mail_changes_rejected_subject = /** @type {(inputs: Mail_Changes_Rejected_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suas alterações em “${i?.name}” (${i?.kind}) não foram aprovadas`)
};

const ja_mail_changes_rejected_subject = /** @type {(inputs: Mail_Changes_Rejected_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}「${i?.name}」への変更は承認されませんでした`)
};

const ko_mail_changes_rejected_subject = /** @type {(inputs: Mail_Changes_Rejected_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} "${i?.name}"의 변경 사항이 승인되지 않았습니다`)
};

/**
* | output |
* | --- |
* | "Your changes to {kind} \"{name}\" were not approved" |
*
* @param {Mail_Changes_Rejected_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_changes_rejected_subject = /** @type {((inputs: Mail_Changes_Rejected_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Changes_Rejected_SubjectInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_changes_rejected_subject(inputs)
	if (locale === "fr") return fr_mail_changes_rejected_subject(inputs)
	if (locale === "es") return es_mail_changes_rejected_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_changes_rejected_subject(inputs)
	if (locale === "ja") return ja_mail_changes_rejected_subject(inputs)
	if (locale === "ko") return ko_mail_changes_rejected_subject(inputs)
	return en_mail_changes_rejected_subject(inputs)
});