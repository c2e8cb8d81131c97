/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Prv_Who_HeadingInputs */

const en_prv_who_heading = /** @type {(inputs: Prv_Who_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who we are`)
};

const de_prv_who_heading = /** @type {(inputs: Prv_Who_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer wir sind`)
};

const fr_prv_who_heading = /** @type {(inputs: Prv_Who_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui sommes-nous`)
};

const es_prv_who_heading = /** @type {(inputs: Prv_Who_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quiénes somos`)
};

const pt_br2_prv_who_heading = /** @type {(inputs: Prv_Who_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quem somos`)
};

const ja_prv_who_heading = /** @type {(inputs: Prv_Who_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`私たちについて`)
};

const ko_prv_who_heading = /** @type {(inputs: Prv_Who_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`회사 소개`)
};

/**
* | output |
* | --- |
* | "Who we are" |
*
* @param {Prv_Who_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_who_heading = /** @type {((inputs?: Prv_Who_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_Who_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_who_heading(inputs)
	if (locale === "fr") return fr_prv_who_heading(inputs)
	if (locale === "es") return es_prv_who_heading(inputs)
	if (locale === "pt-BR") return pt_br2_prv_who_heading(inputs)
	if (locale === "ja") return ja_prv_who_heading(inputs)
	if (locale === "ko") return ko_prv_who_heading(inputs)
	return en_prv_who_heading(inputs)
});