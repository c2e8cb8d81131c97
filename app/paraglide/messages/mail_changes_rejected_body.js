/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown>, name: NonNullable<unknown> }} Mail_Changes_Rejected_BodyInputs */

const en_mail_changes_rejected_body = /** @type {(inputs: Mail_Changes_Rejected_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Our team reviewed your changes to your ${i?.kind} "${i?.name}" and could not approve them.`)
};

const de_mail_changes_rejected_body = /** @type {(inputs: Mail_Changes_Rejected_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unser Team hat Ihre Änderungen an „${i?.name}“ (${i?.kind}) geprüft und konnte sie nicht freigeben.`)
};

const fr_mail_changes_rejected_body = /** @type {(inputs: Mail_Changes_Rejected_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notre équipe a examiné vos modifications de « ${i?.name} » (${i?.kind}) et n’a pas pu les approuver.`)
};

const es_mail_changes_rejected_body = /** @type {(inputs: Mail_Changes_Rejected_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nuestro equipo revisó tus cambios en «${i?.name}» (${i?.kind}) y no ha podido aprobarlos.`)
};

const pt_br2_mail_changes_rejected_body = /** @type {(inputs: Mail_Changes_Rejected_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nossa equipe analisou suas alterações em “${i?.name}” (${i?.kind}) e não pôde aprová-las.`)
};

const ja_mail_changes_rejected_body = /** @type {(inputs: Mail_Changes_Rejected_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`チームがあなたの${i?.kind}「${i?.name}」への変更を審査しましたが、承認できませんでした。`)
};

const ko_mail_changes_rejected_body = /** @type {(inputs: Mail_Changes_Rejected_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`저희 팀이 회원님의 ${i?.kind} "${i?.name}" 변경 사항을 검토했지만 승인할 수 없었습니다.`)
};

/**
* | output |
* | --- |
* | "Our team reviewed your changes to your {kind} \"{name}\" and could not approve them." |
*
* @param {Mail_Changes_Rejected_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_changes_rejected_body = /** @type {((inputs: Mail_Changes_Rejected_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Changes_Rejected_BodyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_changes_rejected_body(inputs)
	if (locale === "fr") return fr_mail_changes_rejected_body(inputs)
	if (locale === "es") return es_mail_changes_rejected_body(inputs)
	if (locale === "pt-BR") return pt_br2_mail_changes_rejected_body(inputs)
	if (locale === "ja") return ja_mail_changes_rejected_body(inputs)
	if (locale === "ko") return ko_mail_changes_rejected_body(inputs)
	return en_mail_changes_rejected_body(inputs)
});