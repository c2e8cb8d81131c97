/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Adl_Complimentary_SinceInputs */

const en_adl_complimentary_since = /** @type {(inputs: Adl_Complimentary_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Complimentary listing since ${i?.date}`)
};

const de_adl_complimentary_since = /** @type {(inputs: Adl_Complimentary_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kostenloser Eintrag seit ${i?.date}`)
};

const fr_adl_complimentary_since = /** @type {(inputs: Adl_Complimentary_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Référencement offert depuis le ${i?.date}`)
};

const es_adl_complimentary_since = /** @type {(inputs: Adl_Complimentary_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anuncio gratuito desde el ${i?.date}`)
};

const pt_br2_adl_complimentary_since = /** @type {(inputs: Adl_Complimentary_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Listagem cortesia desde ${i?.date}`)
};

const ja_adl_complimentary_since = /** @type {(inputs: Adl_Complimentary_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} から無償掲載`)
};

const ko_adl_complimentary_since = /** @type {(inputs: Adl_Complimentary_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}부터 무료 등재`)
};

/**
* | output |
* | --- |
* | "Complimentary listing since {date}" |
*
* @param {Adl_Complimentary_SinceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adl_complimentary_since = /** @type {((inputs: Adl_Complimentary_SinceInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adl_Complimentary_SinceInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adl_complimentary_since(inputs)
	if (locale === "fr") return fr_adl_complimentary_since(inputs)
	if (locale === "es") return es_adl_complimentary_since(inputs)
	if (locale === "pt-BR") return pt_br2_adl_complimentary_since(inputs)
	if (locale === "ja") return ja_adl_complimentary_since(inputs)
	if (locale === "ko") return ko_adl_complimentary_since(inputs)
	return en_adl_complimentary_since(inputs)
});