/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Acct_KeepInputs */

const en_acct_keep = /** @type {(inputs: Acct_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep my account`)
};

const de_acct_keep = /** @type {(inputs: Acct_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto behalten`)
};

const fr_acct_keep = /** @type {(inputs: Acct_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garder mon compte`)
};

const es_acct_keep = /** @type {(inputs: Acct_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conservar mi cuenta`)
};

const pt_br2_acct_keep = /** @type {(inputs: Acct_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manter minha conta`)
};

const ja_acct_keep = /** @type {(inputs: Acct_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントを残す`)
};

const ko_acct_keep = /** @type {(inputs: Acct_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`계정 유지`)
};

/**
* | output |
* | --- |
* | "Keep my account" |
*
* @param {Acct_KeepInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_keep = /** @type {((inputs?: Acct_KeepInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acct_KeepInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_acct_keep(inputs)
	if (locale === "fr") return fr_acct_keep(inputs)
	if (locale === "es") return es_acct_keep(inputs)
	if (locale === "pt-BR") return pt_br2_acct_keep(inputs)
	if (locale === "ja") return ja_acct_keep(inputs)
	if (locale === "ko") return ko_acct_keep(inputs)
	return en_acct_keep(inputs)
});