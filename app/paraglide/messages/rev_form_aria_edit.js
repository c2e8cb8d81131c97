/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Rev_Form_Aria_EditInputs */

const en_rev_form_aria_edit = /** @type {(inputs: Rev_Form_Aria_EditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit your review of ${i?.name}`)
};

const de_rev_form_aria_edit = /** @type {(inputs: Rev_Form_Aria_EditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Bewertung von ${i?.name} bearbeiten`)
};

const fr_rev_form_aria_edit = /** @type {(inputs: Rev_Form_Aria_EditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Modifier votre avis sur ${i?.name}`)
};

const es_rev_form_aria_edit = /** @type {(inputs: Rev_Form_Aria_EditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Editar tu reseña de ${i?.name}`)
};

const pt_br2_rev_form_aria_edit = /** @type {(inputs: Rev_Form_Aria_EditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Editar sua avaliação de ${i?.name}`)
};

const ja_rev_form_aria_edit = /** @type {(inputs: Rev_Form_Aria_EditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} のレビューを編集`)
};

const ko_rev_form_aria_edit = /** @type {(inputs: Rev_Form_Aria_EditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 리뷰 수정`)
};

/**
* | output |
* | --- |
* | "Edit your review of {name}" |
*
* @param {Rev_Form_Aria_EditInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_form_aria_edit = /** @type {((inputs: Rev_Form_Aria_EditInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_Form_Aria_EditInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_form_aria_edit(inputs)
	if (locale === "fr") return fr_rev_form_aria_edit(inputs)
	if (locale === "es") return es_rev_form_aria_edit(inputs)
	if (locale === "pt-BR") return pt_br2_rev_form_aria_edit(inputs)
	if (locale === "ja") return ja_rev_form_aria_edit(inputs)
	if (locale === "ko") return ko_rev_form_aria_edit(inputs)
	return en_rev_form_aria_edit(inputs)
});