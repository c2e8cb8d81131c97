/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ctc_All_TypesInputs */

const en_ctc_all_types = /** @type {(inputs: Ctc_All_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All types`)
};

const de_ctc_all_types = /** @type {(inputs: Ctc_All_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Typen`)
};

const fr_ctc_all_types = /** @type {(inputs: Ctc_All_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les types`)
};

const es_ctc_all_types = /** @type {(inputs: Ctc_All_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los tipos`)
};

const pt_br2_ctc_all_types = /** @type {(inputs: Ctc_All_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos os tipos`)
};

const ja_ctc_all_types = /** @type {(inputs: Ctc_All_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`すべての種類`)
};

const ko_ctc_all_types = /** @type {(inputs: Ctc_All_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`모든 유형`)
};

/**
* | output |
* | --- |
* | "All types" |
*
* @param {Ctc_All_TypesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ctc_all_types = /** @type {((inputs?: Ctc_All_TypesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ctc_All_TypesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ctc_all_types(inputs)
	if (locale === "fr") return fr_ctc_all_types(inputs)
	if (locale === "es") return es_ctc_all_types(inputs)
	if (locale === "pt-BR") return pt_br2_ctc_all_types(inputs)
	if (locale === "ja") return ja_ctc_all_types(inputs)
	if (locale === "ko") return ko_ctc_all_types(inputs)
	return en_ctc_all_types(inputs)
});