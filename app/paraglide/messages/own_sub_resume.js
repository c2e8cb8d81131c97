/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_ResumeInputs */

const en_own_sub_resume = /** @type {(inputs: Own_Sub_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resume Subscription`)
};

const de_own_sub_resume = /** @type {(inputs: Own_Sub_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement fortsetzen`)
};

const fr_own_sub_resume = /** @type {(inputs: Own_Sub_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reprendre l'abonnement`)
};

const es_own_sub_resume = /** @type {(inputs: Own_Sub_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reanudar suscripción`)
};

const pt_br2_own_sub_resume = /** @type {(inputs: Own_Sub_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retomar assinatura`)
};

const ja_own_sub_resume = /** @type {(inputs: Own_Sub_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サブスクリプションを再開`)
};

const ko_own_sub_resume = /** @type {(inputs: Own_Sub_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`구독 다시 시작`)
};

/**
* | output |
* | --- |
* | "Resume Subscription" |
*
* @param {Own_Sub_ResumeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_resume = /** @type {((inputs?: Own_Sub_ResumeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_ResumeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_resume(inputs)
	if (locale === "fr") return fr_own_sub_resume(inputs)
	if (locale === "es") return es_own_sub_resume(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_resume(inputs)
	if (locale === "ja") return ja_own_sub_resume(inputs)
	if (locale === "ko") return ko_own_sub_resume(inputs)
	return en_own_sub_resume(inputs)
});