/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Acct_Delete_CopyInputs */

const en_acct_delete_copy = /** @type {(inputs: Acct_Delete_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`first if you want a copy (JSON).`)
};

const de_acct_delete_copy = /** @type {(inputs: Acct_Delete_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vorher, wenn du eine Kopie möchtest (JSON).`)
};

const fr_acct_delete_copy = /** @type {(inputs: Acct_Delete_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`d'abord si vous voulez une copie (JSON).`)
};

const es_acct_delete_copy = /** @type {(inputs: Acct_Delete_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`antes si quieres una copia (JSON).`)
};

const pt_br2_acct_delete_copy = /** @type {(inputs: Acct_Delete_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`antes, se quiser uma cópia (JSON).`)
};

const ja_acct_delete_copy = /** @type {(inputs: Acct_Delete_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（コピーが必要な場合は先に。JSON形式）`)
};

const ko_acct_delete_copy = /** @type {(inputs: Acct_Delete_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(사본이 필요하면 먼저 받으세요. JSON)`)
};

/**
* | output |
* | --- |
* | "first if you want a copy (JSON)." |
*
* @param {Acct_Delete_CopyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_delete_copy = /** @type {((inputs?: Acct_Delete_CopyInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acct_Delete_CopyInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_acct_delete_copy(inputs)
	if (locale === "fr") return fr_acct_delete_copy(inputs)
	if (locale === "es") return es_acct_delete_copy(inputs)
	if (locale === "pt-BR") return pt_br2_acct_delete_copy(inputs)
	if (locale === "ja") return ja_acct_delete_copy(inputs)
	if (locale === "ko") return ko_acct_delete_copy(inputs)
	return en_acct_delete_copy(inputs)
});