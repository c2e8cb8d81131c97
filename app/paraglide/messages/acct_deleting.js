/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Acct_DeletingInputs */

const en_acct_deleting = /** @type {(inputs: Acct_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleting...`)
};

const de_acct_deleting = /** @type {(inputs: Acct_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gelöscht...`)
};

const fr_acct_deleting = /** @type {(inputs: Acct_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suppression...`)
};

const es_acct_deleting = /** @type {(inputs: Acct_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminando...`)
};

const pt_br2_acct_deleting = /** @type {(inputs: Acct_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excluindo...`)
};

const ja_acct_deleting = /** @type {(inputs: Acct_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`削除中...`)
};

const ko_acct_deleting = /** @type {(inputs: Acct_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`삭제 중...`)
};

/**
* | output |
* | --- |
* | "Deleting..." |
*
* @param {Acct_DeletingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_deleting = /** @type {((inputs?: Acct_DeletingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acct_DeletingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_acct_deleting(inputs)
	if (locale === "fr") return fr_acct_deleting(inputs)
	if (locale === "es") return es_acct_deleting(inputs)
	if (locale === "pt-BR") return pt_br2_acct_deleting(inputs)
	if (locale === "ja") return ja_acct_deleting(inputs)
	if (locale === "ko") return ko_acct_deleting(inputs)
	return en_acct_deleting(inputs)
});