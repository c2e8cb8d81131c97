/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown>, name: NonNullable<unknown> }} Mail_Verified_SubjectInputs */

const en_mail_verified_subject = /** @type {(inputs: Mail_Verified_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.kind} "${i?.name}" is verified`)
};

const de_mail_verified_subject = /** @type {(inputs: Mail_Verified_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.name}“ (${i?.kind}) ist verifiziert`)
};

const fr_mail_verified_subject = /** @type {(inputs: Mail_Verified_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.name} » (${i?.kind}) est vérifié`)
};

const es_mail_verified_subject = /** @type {(inputs: Mail_Verified_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.name}» (${i?.kind}) está verificado`)
};

const pt_br2_mail_verified_subject = /** @type {(inputs: Mail_Verified_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” (${i?.kind}) foi verificado`)
};

const ja_mail_verified_subject = /** @type {(inputs: Mail_Verified_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}「${i?.name}」が認証されました`)
};

const ko_mail_verified_subject = /** @type {(inputs: Mail_Verified_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} "${i?.name}"이(가) 인증되었습니다`)
};

/**
* | output |
* | --- |
* | "Your {kind} \"{name}\" is verified" |
*
* @param {Mail_Verified_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_verified_subject = /** @type {((inputs: Mail_Verified_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Verified_SubjectInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_verified_subject(inputs)
	if (locale === "fr") return fr_mail_verified_subject(inputs)
	if (locale === "es") return es_mail_verified_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_verified_subject(inputs)
	if (locale === "ja") return ja_mail_verified_subject(inputs)
	if (locale === "ko") return ko_mail_verified_subject(inputs)
	return en_mail_verified_subject(inputs)
});