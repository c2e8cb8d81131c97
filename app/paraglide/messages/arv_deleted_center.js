/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_Deleted_CenterInputs */

const en_arv_deleted_center = /** @type {(inputs: Arv_Deleted_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(deleted)`)
};

const de_arv_deleted_center = /** @type {(inputs: Arv_Deleted_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(gelöscht)`)
};

const fr_arv_deleted_center = /** @type {(inputs: Arv_Deleted_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(supprimé)`)
};

const es_arv_deleted_center = /** @type {(inputs: Arv_Deleted_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(eliminado)`)
};

const pt_br2_arv_deleted_center = /** @type {(inputs: Arv_Deleted_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(excluído)`)
};

const ja_arv_deleted_center = /** @type {(inputs: Arv_Deleted_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（削除済み）`)
};

const ko_arv_deleted_center = /** @type {(inputs: Arv_Deleted_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(삭제됨)`)
};

/**
* | output |
* | --- |
* | "(deleted)" |
*
* @param {Arv_Deleted_CenterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_deleted_center = /** @type {((inputs?: Arv_Deleted_CenterInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_Deleted_CenterInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_deleted_center(inputs)
	if (locale === "fr") return fr_arv_deleted_center(inputs)
	if (locale === "es") return es_arv_deleted_center(inputs)
	if (locale === "pt-BR") return pt_br2_arv_deleted_center(inputs)
	if (locale === "ja") return ja_arv_deleted_center(inputs)
	if (locale === "ko") return ko_arv_deleted_center(inputs)
	return en_arv_deleted_center(inputs)
});