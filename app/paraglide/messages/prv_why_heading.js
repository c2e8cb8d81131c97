/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Prv_Why_HeadingInputs */

const en_prv_why_heading = /** @type {(inputs: Prv_Why_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why we use it`)
};

const de_prv_why_heading = /** @type {(inputs: Prv_Why_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wofür wir sie nutzen`)
};

const fr_prv_why_heading = /** @type {(inputs: Prv_Why_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourquoi nous les utilisons`)
};

const es_prv_why_heading = /** @type {(inputs: Prv_Why_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para qué los usamos`)
};

const pt_br2_prv_why_heading = /** @type {(inputs: Prv_Why_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por que usamos`)
};

const ja_prv_why_heading = /** @type {(inputs: Prv_Why_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`利用目的`)
};

const ko_prv_why_heading = /** @type {(inputs: Prv_Why_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이용 목적`)
};

/**
* | output |
* | --- |
* | "Why we use it" |
*
* @param {Prv_Why_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_why_heading = /** @type {((inputs?: Prv_Why_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_Why_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_why_heading(inputs)
	if (locale === "fr") return fr_prv_why_heading(inputs)
	if (locale === "es") return es_prv_why_heading(inputs)
	if (locale === "pt-BR") return pt_br2_prv_why_heading(inputs)
	if (locale === "ja") return ja_prv_why_heading(inputs)
	if (locale === "ko") return ko_prv_why_heading(inputs)
	return en_prv_why_heading(inputs)
});