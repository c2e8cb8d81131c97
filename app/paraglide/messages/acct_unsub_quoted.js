/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Acct_Unsub_QuotedInputs */

const en_acct_unsub_quoted = /** @type {(inputs: Acct_Unsub_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`‘${i?.label}’`)
};

const de_acct_unsub_quoted = /** @type {(inputs: Acct_Unsub_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.label}“`)
};

const fr_acct_unsub_quoted = /** @type {(inputs: Acct_Unsub_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.label} »`)
};

const es_acct_unsub_quoted = /** @type {(inputs: Acct_Unsub_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.label}»`)
};

const pt_br2_acct_unsub_quoted = /** @type {(inputs: Acct_Unsub_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.label}”`)
};

const ja_acct_unsub_quoted = /** @type {(inputs: Acct_Unsub_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`「${i?.label}」`)
};

const ko_acct_unsub_quoted = /** @type {(inputs: Acct_Unsub_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`‘${i?.label}’`)
};

/**
* | output |
* | --- |
* | "‘{label}’" |
*
* @param {Acct_Unsub_QuotedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_unsub_quoted = /** @type {((inputs: Acct_Unsub_QuotedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acct_Unsub_QuotedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_acct_unsub_quoted(inputs)
	if (locale === "fr") return fr_acct_unsub_quoted(inputs)
	if (locale === "es") return es_acct_unsub_quoted(inputs)
	if (locale === "pt-BR") return pt_br2_acct_unsub_quoted(inputs)
	if (locale === "ja") return ja_acct_unsub_quoted(inputs)
	if (locale === "ko") return ko_acct_unsub_quoted(inputs)
	return en_acct_unsub_quoted(inputs)
});