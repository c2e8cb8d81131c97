/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown>, name: NonNullable<unknown> }} Mail_Changes_Approved_BodyInputs */

const en_mail_changes_approved_body = /** @type {(inputs: Mail_Changes_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Our team reviewed and approved your changes to your ${i?.kind} "${i?.name}".`)
};

const de_mail_changes_approved_body = /** @type {(inputs: Mail_Changes_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unser Team hat Ihre Änderungen an „${i?.name}“ (${i?.kind}) geprüft und freigegeben.`)
};

const fr_mail_changes_approved_body = /** @type {(inputs: Mail_Changes_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notre équipe a examiné et approuvé vos modifications de « ${i?.name} » (${i?.kind}).`)
};

const es_mail_changes_approved_body = /** @type {(inputs: Mail_Changes_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nuestro equipo revisó y aprobó tus cambios en «${i?.name}» (${i?.kind}).`)
};

const pt_br2_mail_changes_approved_body = /** @type {(inputs: Mail_Changes_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nossa equipe analisou e aprovou suas alterações em “${i?.name}” (${i?.kind}).`)
};

const ja_mail_changes_approved_body = /** @type {(inputs: Mail_Changes_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`チームがあなたの${i?.kind}「${i?.name}」への変更を審査し、承認しました。`)
};

const ko_mail_changes_approved_body = /** @type {(inputs: Mail_Changes_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`저희 팀이 회원님의 ${i?.kind} "${i?.name}" 변경 사항을 검토하고 승인했습니다.`)
};

/**
* | output |
* | --- |
* | "Our team reviewed and approved your changes to your {kind} \"{name}\"." |
*
* @param {Mail_Changes_Approved_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_changes_approved_body = /** @type {((inputs: Mail_Changes_Approved_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Changes_Approved_BodyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_changes_approved_body(inputs)
	if (locale === "fr") return fr_mail_changes_approved_body(inputs)
	if (locale === "es") return es_mail_changes_approved_body(inputs)
	if (locale === "pt-BR") return pt_br2_mail_changes_approved_body(inputs)
	if (locale === "ja") return ja_mail_changes_approved_body(inputs)
	if (locale === "ko") return ko_mail_changes_approved_body(inputs)
	return en_mail_changes_approved_body(inputs)
});