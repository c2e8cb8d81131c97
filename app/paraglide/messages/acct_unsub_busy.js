/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Acct_Unsub_BusyInputs */

const en_acct_unsub_busy = /** @type {(inputs: Acct_Unsub_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribing...`)
};

const de_acct_unsub_busy = /** @type {(inputs: Acct_Unsub_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird abbestellt...`)
};

const fr_acct_unsub_busy = /** @type {(inputs: Acct_Unsub_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désabonnement...`)
};

const es_acct_unsub_busy = /** @type {(inputs: Acct_Unsub_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dando de baja...`)
};

const pt_br2_acct_unsub_busy = /** @type {(inputs: Acct_Unsub_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelando...`)
};

const ja_acct_unsub_busy = /** @type {(inputs: Acct_Unsub_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`停止中...`)
};

const ko_acct_unsub_busy = /** @type {(inputs: Acct_Unsub_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`수신 거부 중...`)
};

/**
* | output |
* | --- |
* | "Unsubscribing..." |
*
* @param {Acct_Unsub_BusyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_unsub_busy = /** @type {((inputs?: Acct_Unsub_BusyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acct_Unsub_BusyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_acct_unsub_busy(inputs)
	if (locale === "fr") return fr_acct_unsub_busy(inputs)
	if (locale === "es") return es_acct_unsub_busy(inputs)
	if (locale === "pt-BR") return pt_br2_acct_unsub_busy(inputs)
	if (locale === "ja") return ja_acct_unsub_busy(inputs)
	if (locale === "ko") return ko_acct_unsub_busy(inputs)
	return en_acct_unsub_busy(inputs)
});