/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_Deleted_AccountInputs */

const en_arv_deleted_account = /** @type {(inputs: Arv_Deleted_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(deleted account)`)
};

const de_arv_deleted_account = /** @type {(inputs: Arv_Deleted_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(gelöschtes Konto)`)
};

const fr_arv_deleted_account = /** @type {(inputs: Arv_Deleted_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(compte supprimé)`)
};

const es_arv_deleted_account = /** @type {(inputs: Arv_Deleted_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(cuenta eliminada)`)
};

const pt_br2_arv_deleted_account = /** @type {(inputs: Arv_Deleted_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(conta excluída)`)
};

const ja_arv_deleted_account = /** @type {(inputs: Arv_Deleted_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（削除されたアカウント）`)
};

const ko_arv_deleted_account = /** @type {(inputs: Arv_Deleted_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(삭제된 계정)`)
};

/**
* | output |
* | --- |
* | "(deleted account)" |
*
* @param {Arv_Deleted_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_deleted_account = /** @type {((inputs?: Arv_Deleted_AccountInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_Deleted_AccountInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_deleted_account(inputs)
	if (locale === "fr") return fr_arv_deleted_account(inputs)
	if (locale === "es") return es_arv_deleted_account(inputs)
	if (locale === "pt-BR") return pt_br2_arv_deleted_account(inputs)
	if (locale === "ja") return ja_arv_deleted_account(inputs)
	if (locale === "ko") return ko_arv_deleted_account(inputs)
	return en_arv_deleted_account(inputs)
});