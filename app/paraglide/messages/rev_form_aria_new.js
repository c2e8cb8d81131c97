/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Rev_Form_Aria_NewInputs */

const en_rev_form_aria_new = /** @type {(inputs: Rev_Form_Aria_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Review ${i?.name}`)
};

const de_rev_form_aria_new = /** @type {(inputs: Rev_Form_Aria_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} bewerten`)
};

const fr_rev_form_aria_new = /** @type {(inputs: Rev_Form_Aria_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Évaluer ${i?.name}`)
};

const es_rev_form_aria_new = /** @type {(inputs: Rev_Form_Aria_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reseñar ${i?.name}`)
};

const pt_br2_rev_form_aria_new = /** @type {(inputs: Rev_Form_Aria_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Avaliar ${i?.name}`)
};

const ja_rev_form_aria_new = /** @type {(inputs: Rev_Form_Aria_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} のレビュー`)
};

const ko_rev_form_aria_new = /** @type {(inputs: Rev_Form_Aria_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 리뷰`)
};

/**
* | output |
* | --- |
* | "Review {name}" |
*
* @param {Rev_Form_Aria_NewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_form_aria_new = /** @type {((inputs: Rev_Form_Aria_NewInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_Form_Aria_NewInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_form_aria_new(inputs)
	if (locale === "fr") return fr_rev_form_aria_new(inputs)
	if (locale === "es") return es_rev_form_aria_new(inputs)
	if (locale === "pt-BR") return pt_br2_rev_form_aria_new(inputs)
	if (locale === "ja") return ja_rev_form_aria_new(inputs)
	if (locale === "ko") return ko_rev_form_aria_new(inputs)
	return en_rev_form_aria_new(inputs)
});