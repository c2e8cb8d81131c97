/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ctc_TypeInputs */

const en_ctc_type = /** @type {(inputs: Ctc_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

const de_ctc_type = /** @type {(inputs: Ctc_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Typ`)
};

const fr_ctc_type = /** @type {(inputs: Ctc_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

const es_ctc_type = /** @type {(inputs: Ctc_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo`)
};

const pt_br2_ctc_type = /** @type {(inputs: Ctc_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo`)
};

const ja_ctc_type = /** @type {(inputs: Ctc_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`種類`)
};

const ko_ctc_type = /** @type {(inputs: Ctc_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`유형`)
};

/**
* | output |
* | --- |
* | "Type" |
*
* @param {Ctc_TypeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ctc_type = /** @type {((inputs?: Ctc_TypeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ctc_TypeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ctc_type(inputs)
	if (locale === "fr") return fr_ctc_type(inputs)
	if (locale === "es") return es_ctc_type(inputs)
	if (locale === "pt-BR") return pt_br2_ctc_type(inputs)
	if (locale === "ja") return ja_ctc_type(inputs)
	if (locale === "ko") return ko_ctc_type(inputs)
	return en_ctc_type(inputs)
});