/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Mail_Monthly_SubjectInputs */

const en_mail_monthly_subject = /** @type {(inputs: Mail_Monthly_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your listings in ${i?.month}`)
};

const de_mail_monthly_subject = /** @type {(inputs: Mail_Monthly_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Einträge im ${i?.month}`)
};

const fr_mail_monthly_subject = /** @type {(inputs: Mail_Monthly_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vos fiches en ${i?.month}`)
};

const es_mail_monthly_subject = /** @type {(inputs: Mail_Monthly_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tus anuncios en ${i?.month}`)
};

const pt_br2_mail_monthly_subject = /** @type {(inputs: Mail_Monthly_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seus anúncios em ${i?.month}`)
};

const ja_mail_monthly_subject = /** @type {(inputs: Mail_Monthly_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.month}の掲載実績`)
};

const ko_mail_monthly_subject = /** @type {(inputs: Mail_Monthly_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.month} 등록 정보 실적`)
};

/**
* | output |
* | --- |
* | "Your listings in {month}" |
*
* @param {Mail_Monthly_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_monthly_subject = /** @type {((inputs: Mail_Monthly_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Monthly_SubjectInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_monthly_subject(inputs)
	if (locale === "fr") return fr_mail_monthly_subject(inputs)
	if (locale === "es") return es_mail_monthly_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_monthly_subject(inputs)
	if (locale === "ja") return ja_mail_monthly_subject(inputs)
	if (locale === "ko") return ko_mail_monthly_subject(inputs)
	return en_mail_monthly_subject(inputs)
});