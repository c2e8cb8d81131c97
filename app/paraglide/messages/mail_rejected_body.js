/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown>, name: NonNullable<unknown> }} Mail_Rejected_BodyInputs */

const en_mail_rejected_body = /** @type {(inputs: Mail_Rejected_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Our team reviewed your ${i?.kind} "${i?.name}" and could not approve it yet.`)
};

const de_mail_rejected_body = /** @type {(inputs: Mail_Rejected_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unser Team hat „${i?.name}“ (${i?.kind}) geprüft und konnte den Eintrag noch nicht freigeben.`)
};

const fr_mail_rejected_body = /** @type {(inputs: Mail_Rejected_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notre équipe a examiné « ${i?.name} » (${i?.kind}) et n’a pas encore pu l’approuver.`)
};

const es_mail_rejected_body = /** @type {(inputs: Mail_Rejected_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nuestro equipo revisó «${i?.name}» (${i?.kind}) y todavía no ha podido aprobarlo.`)
};

const pt_br2_mail_rejected_body = /** @type {(inputs: Mail_Rejected_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nossa equipe analisou “${i?.name}” (${i?.kind}) e ainda não pôde aprová-lo.`)
};

const ja_mail_rejected_body = /** @type {(inputs: Mail_Rejected_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`チームがあなたの${i?.kind}「${i?.name}」を審査しましたが、現時点では承認できませんでした。`)
};

const ko_mail_rejected_body = /** @type {(inputs: Mail_Rejected_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`저희 팀이 회원님의 ${i?.kind} "${i?.name}"을(를) 검토했지만 아직 승인할 수 없었습니다.`)
};

/**
* | output |
* | --- |
* | "Our team reviewed your {kind} \"{name}\" and could not approve it yet." |
*
* @param {Mail_Rejected_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_rejected_body = /** @type {((inputs: Mail_Rejected_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Rejected_BodyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_rejected_body(inputs)
	if (locale === "fr") return fr_mail_rejected_body(inputs)
	if (locale === "es") return es_mail_rejected_body(inputs)
	if (locale === "pt-BR") return pt_br2_mail_rejected_body(inputs)
	if (locale === "ja") return ja_mail_rejected_body(inputs)
	if (locale === "ko") return ko_mail_rejected_body(inputs)
	return en_mail_rejected_body(inputs)
});