/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Rev_OptionalInputs */

const en_rev_optional = /** @type {(inputs: Rev_OptionalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} (optional)`)
};

const de_rev_optional = /** @type {(inputs: Rev_OptionalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} (optional)`)
};

const fr_rev_optional = /** @type {(inputs: Rev_OptionalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} (facultatif)`)
};

const es_rev_optional = /** @type {(inputs: Rev_OptionalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} (opcional)`)
};

const pt_br2_rev_optional = /** @type {(inputs: Rev_OptionalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} (opcional)`)
};

const ja_rev_optional = /** @type {(inputs: Rev_OptionalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}（任意）`)
};

const ko_rev_optional = /** @type {(inputs: Rev_OptionalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} (선택)`)
};

/**
* | output |
* | --- |
* | "{label} (optional)" |
*
* @param {Rev_OptionalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_optional = /** @type {((inputs: Rev_OptionalInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_OptionalInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_optional(inputs)
	if (locale === "fr") return fr_rev_optional(inputs)
	if (locale === "es") return es_rev_optional(inputs)
	if (locale === "pt-BR") return pt_br2_rev_optional(inputs)
	if (locale === "ja") return ja_rev_optional(inputs)
	if (locale === "ko") return ko_rev_optional(inputs)
	return en_rev_optional(inputs)
});