/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Acct_Delete_TitleInputs */

const en_acct_delete_title = /** @type {(inputs: Acct_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete account`)
};

const de_acct_delete_title = /** @type {(inputs: Acct_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto löschen`)
};

const fr_acct_delete_title = /** @type {(inputs: Acct_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer le compte`)
};

const es_acct_delete_title = /** @type {(inputs: Acct_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar cuenta`)
};

const pt_br2_acct_delete_title = /** @type {(inputs: Acct_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excluir conta`)
};

const ja_acct_delete_title = /** @type {(inputs: Acct_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントの削除`)
};

const ko_acct_delete_title = /** @type {(inputs: Acct_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`계정 삭제`)
};

/**
* | output |
* | --- |
* | "Delete account" |
*
* @param {Acct_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_delete_title = /** @type {((inputs?: Acct_Delete_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acct_Delete_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_acct_delete_title(inputs)
	if (locale === "fr") return fr_acct_delete_title(inputs)
	if (locale === "es") return es_acct_delete_title(inputs)
	if (locale === "pt-BR") return pt_br2_acct_delete_title(inputs)
	if (locale === "ja") return ja_acct_delete_title(inputs)
	if (locale === "ko") return ko_acct_delete_title(inputs)
	return en_acct_delete_title(inputs)
});