/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Mail_Owner_MonthlyInputs */

const en_me_mail_owner_monthly = /** @type {(inputs: Me_Mail_Owner_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly summary for owners`)
};

const de_me_mail_owner_monthly = /** @type {(inputs: Me_Mail_Owner_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monatliche Übersicht für Betreiber`)
};

const fr_me_mail_owner_monthly = /** @type {(inputs: Me_Mail_Owner_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récapitulatif mensuel pour les gérants`)
};

const es_me_mail_owner_monthly = /** @type {(inputs: Me_Mail_Owner_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resumen mensual para propietarios`)
};

const pt_br2_me_mail_owner_monthly = /** @type {(inputs: Me_Mail_Owner_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resumo mensal para proprietários`)
};

const ja_me_mail_owner_monthly = /** @type {(inputs: Me_Mail_Owner_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`オーナー向けの月次サマリー`)
};

const ko_me_mail_owner_monthly = /** @type {(inputs: Me_Mail_Owner_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`운영자용 월간 요약`)
};

/**
* | output |
* | --- |
* | "Monthly summary for owners" |
*
* @param {Me_Mail_Owner_MonthlyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_mail_owner_monthly = /** @type {((inputs?: Me_Mail_Owner_MonthlyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Mail_Owner_MonthlyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_mail_owner_monthly(inputs)
	if (locale === "fr") return fr_me_mail_owner_monthly(inputs)
	if (locale === "es") return es_me_mail_owner_monthly(inputs)
	if (locale === "pt-BR") return pt_br2_me_mail_owner_monthly(inputs)
	if (locale === "ja") return ja_me_mail_owner_monthly(inputs)
	if (locale === "ko") return ko_me_mail_owner_monthly(inputs)
	return en_me_mail_owner_monthly(inputs)
});