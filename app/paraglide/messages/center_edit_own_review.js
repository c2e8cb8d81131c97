/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_Edit_Own_ReviewInputs */

const en_center_edit_own_review = /** @type {(inputs: Center_Edit_Own_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit or delete your review`)
};

const de_center_edit_own_review = /** @type {(inputs: Center_Edit_Own_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertung bearbeiten oder löschen`)
};

const fr_center_edit_own_review = /** @type {(inputs: Center_Edit_Own_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier ou supprimer votre avis`)
};

const es_center_edit_own_review = /** @type {(inputs: Center_Edit_Own_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar o eliminar tu reseña`)
};

const pt_br2_center_edit_own_review = /** @type {(inputs: Center_Edit_Own_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar ou excluir sua avaliação`)
};

const ja_center_edit_own_review = /** @type {(inputs: Center_Edit_Own_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビューを編集・削除`)
};

const ko_center_edit_own_review = /** @type {(inputs: Center_Edit_Own_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰 수정 또는 삭제`)
};

/**
* | output |
* | --- |
* | "Edit or delete your review" |
*
* @param {Center_Edit_Own_ReviewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_edit_own_review = /** @type {((inputs?: Center_Edit_Own_ReviewInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Edit_Own_ReviewInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_edit_own_review(inputs)
	if (locale === "fr") return fr_center_edit_own_review(inputs)
	if (locale === "es") return es_center_edit_own_review(inputs)
	if (locale === "pt-BR") return pt_br2_center_edit_own_review(inputs)
	if (locale === "ja") return ja_center_edit_own_review(inputs)
	if (locale === "ko") return ko_center_edit_own_review(inputs)
	return en_center_edit_own_review(inputs)
});