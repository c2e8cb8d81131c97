/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Lanparties_Case_LabelInputs */

const en_lt_lanparties_case_label = /** @type {(inputs: Lt_Lanparties_Case_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustrative case study (fictional organizer)`)
};

const de_lt_lanparties_case_label = /** @type {(inputs: Lt_Lanparties_Case_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beispielhafte Fallstudie (fiktiver Veranstalter)`)
};

const fr_lt_lanparties_case_label = /** @type {(inputs: Lt_Lanparties_Case_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étude de cas illustrative (organisateur fictif)`)
};

const es_lt_lanparties_case_label = /** @type {(inputs: Lt_Lanparties_Case_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caso de estudio ilustrativo (organizador ficticio)`)
};

const pt_br2_lt_lanparties_case_label = /** @type {(inputs: Lt_Lanparties_Case_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estudo de caso ilustrativo (organizador fictício)`)
};

const ja_lt_lanparties_case_label = /** @type {(inputs: Lt_Lanparties_Case_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`説明用のケーススタディ（架空の主催者）`)
};

const ko_lt_lanparties_case_label = /** @type {(inputs: Lt_Lanparties_Case_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`설명용 사례 연구(가상의 주최자)`)
};

/**
* | output |
* | --- |
* | "Illustrative case study (fictional organizer)" |
*
* @param {Lt_Lanparties_Case_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_lanparties_case_label = /** @type {((inputs?: Lt_Lanparties_Case_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Lanparties_Case_LabelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_lanparties_case_label(inputs)
	if (locale === "fr") return fr_lt_lanparties_case_label(inputs)
	if (locale === "es") return es_lt_lanparties_case_label(inputs)
	if (locale === "pt-BR") return pt_br2_lt_lanparties_case_label(inputs)
	if (locale === "ja") return ja_lt_lanparties_case_label(inputs)
	if (locale === "ko") return ko_lt_lanparties_case_label(inputs)
	return en_lt_lanparties_case_label(inputs)
});