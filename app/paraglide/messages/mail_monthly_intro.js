/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown>, previousMonth: NonNullable<unknown> }} Mail_Monthly_IntroInputs */

const en_mail_monthly_intro = /** @type {(inputs: Mail_Monthly_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`What your listings brought in ${i?.month}, with ${i?.previousMonth} in brackets. Counted without cookies or personal data.`)
};

const de_mail_monthly_intro = /** @type {(inputs: Mail_Monthly_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Was Ihre Einträge im ${i?.month} gebracht haben, mit dem ${i?.previousMonth} in Klammern. Gezählt ohne Cookies oder personenbezogene Daten.`)
};

const fr_mail_monthly_intro = /** @type {(inputs: Mail_Monthly_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce que vos fiches ont apporté en ${i?.month}, avec ${i?.previousMonth} entre parenthèses. Compté sans cookies ni données personnelles.`)
};

const es_mail_monthly_intro = /** @type {(inputs: Mail_Monthly_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lo que tus anuncios lograron en ${i?.month}, con ${i?.previousMonth} entre paréntesis. Contado sin cookies ni datos personales.`)
};

const pt_br2_mail_monthly_intro = /** @type {(inputs: Mail_Monthly_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O que seus anúncios trouxeram em ${i?.month}, com ${i?.previousMonth} entre parênteses. Contado sem cookies nem dados pessoais.`)
};

const ja_mail_monthly_intro = /** @type {(inputs: Mail_Monthly_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.month}の掲載実績です（括弧内は${i?.previousMonth}）。Cookie や個人データを使わずに集計しています。`)
};

const ko_mail_monthly_intro = /** @type {(inputs: Mail_Monthly_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.month} 등록 정보 실적입니다(괄호 안은 ${i?.previousMonth}). 쿠키나 개인 정보 없이 집계했습니다.`)
};

/**
* | output |
* | --- |
* | "What your listings brought in {month}, with {previousMonth} in brackets. Counted without cookies or personal data." |
*
* @param {Mail_Monthly_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const mail_monthly_intro = /** @type {((inputs: Mail_Monthly_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Monthly_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_monthly_intro(inputs)
	if (locale === "fr") return fr_mail_monthly_intro(inputs)
	if (locale === "es") return es_mail_monthly_intro(inputs)
	if (locale === "pt-BR") return pt_br2_mail_monthly_intro(inputs)
	if (locale === "ja") return ja_mail_monthly_intro(inputs)
	if (locale === "ko") return ko_mail_monthly_intro(inputs)
	return en_mail_monthly_intro(inputs)
});