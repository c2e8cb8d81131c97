/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_Err_ResumeInputs */

const en_own_sub_err_resume = /** @type {(inputs: Own_Sub_Err_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to reactivate subscription`)
};

const de_own_sub_err_resume = /** @type {(inputs: Own_Sub_Err_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Abonnement konnte nicht fortgesetzt werden`)
};

const fr_own_sub_err_resume = /** @type {(inputs: Own_Sub_Err_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de réactiver l'abonnement`)
};

const es_own_sub_err_resume = /** @type {(inputs: Own_Sub_Err_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo reactivar la suscripción`)
};

const pt_br2_own_sub_err_resume = /** @type {(inputs: Own_Sub_Err_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível reativar a assinatura`)
};

const ja_own_sub_err_resume = /** @type {(inputs: Own_Sub_Err_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サブスクリプションを再開できませんでした`)
};

const ko_own_sub_err_resume = /** @type {(inputs: Own_Sub_Err_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`구독을 다시 시작하지 못했습니다`)
};

/**
* | output |
* | --- |
* | "Failed to reactivate subscription" |
*
* @param {Own_Sub_Err_ResumeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_err_resume = /** @type {((inputs?: Own_Sub_Err_ResumeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_Err_ResumeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_err_resume(inputs)
	if (locale === "fr") return fr_own_sub_err_resume(inputs)
	if (locale === "es") return es_own_sub_err_resume(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_err_resume(inputs)
	if (locale === "ja") return ja_own_sub_err_resume(inputs)
	if (locale === "ko") return ko_own_sub_err_resume(inputs)
	return en_own_sub_err_resume(inputs)
});