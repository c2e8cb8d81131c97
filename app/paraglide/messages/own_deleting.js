/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_DeletingInputs */

const en_own_deleting = /** @type {(inputs: Own_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleting...`)
};

const de_own_deleting = /** @type {(inputs: Own_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gelöscht...`)
};

const fr_own_deleting = /** @type {(inputs: Own_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suppression...`)
};

const es_own_deleting = /** @type {(inputs: Own_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminando...`)
};

const pt_br2_own_deleting = /** @type {(inputs: Own_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excluindo...`)
};

const ja_own_deleting = /** @type {(inputs: Own_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`削除中...`)
};

const ko_own_deleting = /** @type {(inputs: Own_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`삭제 중...`)
};

/**
* | output |
* | --- |
* | "Deleting..." |
*
* @param {Own_DeletingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_deleting = /** @type {((inputs?: Own_DeletingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_DeletingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_deleting(inputs)
	if (locale === "fr") return fr_own_deleting(inputs)
	if (locale === "es") return es_own_deleting(inputs)
	if (locale === "pt-BR") return pt_br2_own_deleting(inputs)
	if (locale === "ja") return ja_own_deleting(inputs)
	if (locale === "ko") return ko_own_deleting(inputs)
	return en_own_deleting(inputs)
});