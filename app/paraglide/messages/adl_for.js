/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Adl_ForInputs */

const en_adl_for = /** @type {(inputs: Adl_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`for ${i?.name}`)
};

const de_adl_for = /** @type {(inputs: Adl_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`für ${i?.name}`)
};

const fr_adl_for = /** @type {(inputs: Adl_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`pour ${i?.name}`)
};

const es_adl_for = /** @type {(inputs: Adl_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`para ${i?.name}`)
};

const pt_br2_adl_for = /** @type {(inputs: Adl_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`para ${i?.name}`)
};

const ja_adl_for = /** @type {(inputs: Adl_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（${i?.name}）`)
};

const ko_adl_for = /** @type {(inputs: Adl_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.name})`)
};

/**
* | output |
* | --- |
* | "for {name}" |
*
* @param {Adl_ForInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adl_for = /** @type {((inputs: Adl_ForInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adl_ForInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adl_for(inputs)
	if (locale === "fr") return fr_adl_for(inputs)
	if (locale === "es") return es_adl_for(inputs)
	if (locale === "pt-BR") return pt_br2_adl_for(inputs)
	if (locale === "ja") return ja_adl_for(inputs)
	if (locale === "ko") return ko_adl_for(inputs)
	return en_adl_for(inputs)
});