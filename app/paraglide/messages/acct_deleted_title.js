/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Acct_Deleted_TitleInputs */

const en_acct_deleted_title = /** @type {(inputs: Acct_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account deleted`)
};

const de_acct_deleted_title = /** @type {(inputs: Acct_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto gelöscht`)
};

const fr_acct_deleted_title = /** @type {(inputs: Acct_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte supprimé`)
};

const es_acct_deleted_title = /** @type {(inputs: Acct_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta eliminada`)
};

const pt_br2_acct_deleted_title = /** @type {(inputs: Acct_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conta excluída`)
};

const ja_acct_deleted_title = /** @type {(inputs: Acct_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントを削除しました`)
};

const ko_acct_deleted_title = /** @type {(inputs: Acct_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`계정이 삭제되었습니다`)
};

/**
* | output |
* | --- |
* | "Account deleted" |
*
* @param {Acct_Deleted_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_deleted_title = /** @type {((inputs?: Acct_Deleted_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acct_Deleted_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_acct_deleted_title(inputs)
	if (locale === "fr") return fr_acct_deleted_title(inputs)
	if (locale === "es") return es_acct_deleted_title(inputs)
	if (locale === "pt-BR") return pt_br2_acct_deleted_title(inputs)
	if (locale === "ja") return ja_acct_deleted_title(inputs)
	if (locale === "ko") return ko_acct_deleted_title(inputs)
	return en_acct_deleted_title(inputs)
});