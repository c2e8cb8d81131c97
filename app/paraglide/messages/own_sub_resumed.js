/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_ResumedInputs */

const en_own_sub_resumed = /** @type {(inputs: Own_Sub_ResumedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your subscription has been resumed.`)
};

const de_own_sub_resumed = /** @type {(inputs: Own_Sub_ResumedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Abonnement wurde fortgesetzt.`)
};

const fr_own_sub_resumed = /** @type {(inputs: Own_Sub_ResumedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre abonnement a été repris.`)
};

const es_own_sub_resumed = /** @type {(inputs: Own_Sub_ResumedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu suscripción se ha reanudado.`)
};

const pt_br2_own_sub_resumed = /** @type {(inputs: Own_Sub_ResumedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua assinatura foi retomada.`)
};

const ja_own_sub_resumed = /** @type {(inputs: Own_Sub_ResumedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サブスクリプションを再開しました。`)
};

const ko_own_sub_resumed = /** @type {(inputs: Own_Sub_ResumedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`구독이 다시 시작되었습니다.`)
};

/**
* | output |
* | --- |
* | "Your subscription has been resumed." |
*
* @param {Own_Sub_ResumedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_resumed = /** @type {((inputs?: Own_Sub_ResumedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_ResumedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_resumed(inputs)
	if (locale === "fr") return fr_own_sub_resumed(inputs)
	if (locale === "es") return es_own_sub_resumed(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_resumed(inputs)
	if (locale === "ja") return ja_own_sub_resumed(inputs)
	if (locale === "ko") return ko_own_sub_resumed(inputs)
	return en_own_sub_resumed(inputs)
});