/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_DeletedInputs */

const en_auth_err_deleted = /** @type {(inputs: Auth_Err_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account has been deleted.`)
};

const de_auth_err_deleted = /** @type {(inputs: Auth_Err_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Konto wurde gelöscht.`)
};

const fr_auth_err_deleted = /** @type {(inputs: Auth_Err_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte a été supprimé.`)
};

const es_auth_err_deleted = /** @type {(inputs: Auth_Err_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta se ha eliminado.`)
};

const pt_br2_auth_err_deleted = /** @type {(inputs: Auth_Err_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua conta foi excluída.`)
};

const ja_auth_err_deleted = /** @type {(inputs: Auth_Err_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントを削除しました。`)
};

const ko_auth_err_deleted = /** @type {(inputs: Auth_Err_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`계정이 삭제되었습니다.`)
};

/**
* | output |
* | --- |
* | "Your account has been deleted." |
*
* @param {Auth_Err_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_deleted = /** @type {((inputs?: Auth_Err_DeletedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_DeletedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_deleted(inputs)
	if (locale === "fr") return fr_auth_err_deleted(inputs)
	if (locale === "es") return es_auth_err_deleted(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_deleted(inputs)
	if (locale === "ja") return ja_auth_err_deleted(inputs)
	if (locale === "ko") return ko_auth_err_deleted(inputs)
	return en_auth_err_deleted(inputs)
});