/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Acct_Delete_RemovesInputs */

const en_acct_delete_removes = /** @type {(inputs: Acct_Delete_RemovesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleting your account removes, for good:`)
};

const de_acct_delete_removes = /** @type {(inputs: Acct_Delete_RemovesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn du dein Konto löschst, wird endgültig entfernt:`)
};

const fr_acct_delete_removes = /** @type {(inputs: Acct_Delete_RemovesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La suppression de votre compte efface définitivement :`)
};

const es_acct_delete_removes = /** @type {(inputs: Acct_Delete_RemovesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al eliminar tu cuenta se borra para siempre:`)
};

const pt_br2_acct_delete_removes = /** @type {(inputs: Acct_Delete_RemovesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excluir sua conta remove de forma definitiva:`)
};

const ja_acct_delete_removes = /** @type {(inputs: Acct_Delete_RemovesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントを削除すると、次のものが完全に削除されます:`)
};

const ko_acct_delete_removes = /** @type {(inputs: Acct_Delete_RemovesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`계정을 삭제하면 다음 항목이 영구적으로 삭제됩니다:`)
};

/**
* | output |
* | --- |
* | "Deleting your account removes, for good:" |
*
* @param {Acct_Delete_RemovesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_delete_removes = /** @type {((inputs?: Acct_Delete_RemovesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acct_Delete_RemovesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_acct_delete_removes(inputs)
	if (locale === "fr") return fr_acct_delete_removes(inputs)
	if (locale === "es") return es_acct_delete_removes(inputs)
	if (locale === "pt-BR") return pt_br2_acct_delete_removes(inputs)
	if (locale === "ja") return ja_acct_delete_removes(inputs)
	if (locale === "ko") return ko_acct_delete_removes(inputs)
	return en_acct_delete_removes(inputs)
});