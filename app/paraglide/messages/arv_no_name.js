/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_No_NameInputs */

const en_arv_no_name = /** @type {(inputs: Arv_No_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(no name)`)
};

const de_arv_no_name = /** @type {(inputs: Arv_No_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(kein Name)`)
};

const fr_arv_no_name = /** @type {(inputs: Arv_No_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(sans nom)`)
};

const es_arv_no_name = /** @type {(inputs: Arv_No_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(sin nombre)`)
};

const pt_br2_arv_no_name = /** @type {(inputs: Arv_No_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(sem nome)`)
};

const ja_arv_no_name = /** @type {(inputs: Arv_No_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（名前なし）`)
};

const ko_arv_no_name = /** @type {(inputs: Arv_No_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(이름 없음)`)
};

/**
* | output |
* | --- |
* | "(no name)" |
*
* @param {Arv_No_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_no_name = /** @type {((inputs?: Arv_No_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_No_NameInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_no_name(inputs)
	if (locale === "fr") return fr_arv_no_name(inputs)
	if (locale === "es") return es_arv_no_name(inputs)
	if (locale === "pt-BR") return pt_br2_arv_no_name(inputs)
	if (locale === "ja") return ja_arv_no_name(inputs)
	if (locale === "ko") return ko_arv_no_name(inputs)
	return en_arv_no_name(inputs)
});