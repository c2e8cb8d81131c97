/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rev_DeleteInputs */

const en_rev_delete = /** @type {(inputs: Rev_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete my review`)
};

const de_rev_delete = /** @type {(inputs: Rev_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Bewertung löschen`)
};

const fr_rev_delete = /** @type {(inputs: Rev_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer mon avis`)
};

const es_rev_delete = /** @type {(inputs: Rev_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar mi reseña`)
};

const pt_br2_rev_delete = /** @type {(inputs: Rev_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excluir minha avaliação`)
};

const ja_rev_delete = /** @type {(inputs: Rev_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビューを削除`)
};

const ko_rev_delete = /** @type {(inputs: Rev_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`내 리뷰 삭제`)
};

/**
* | output |
* | --- |
* | "Delete my review" |
*
* @param {Rev_DeleteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_delete = /** @type {((inputs?: Rev_DeleteInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_DeleteInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_delete(inputs)
	if (locale === "fr") return fr_rev_delete(inputs)
	if (locale === "es") return es_rev_delete(inputs)
	if (locale === "pt-BR") return pt_br2_rev_delete(inputs)
	if (locale === "ja") return ja_rev_delete(inputs)
	if (locale === "ko") return ko_rev_delete(inputs)
	return en_rev_delete(inputs)
});