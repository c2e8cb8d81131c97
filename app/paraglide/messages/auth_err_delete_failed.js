/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Delete_FailedInputs */

const en_auth_err_delete_failed = /** @type {(inputs: Auth_Err_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account could not be deleted. Nothing was removed; please try again.`)
};

const de_auth_err_delete_failed = /** @type {(inputs: Auth_Err_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Konto konnte nicht gelöscht werden. Es wurde nichts entfernt; bitte versuche es erneut.`)
};

const fr_auth_err_delete_failed = /** @type {(inputs: Auth_Err_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte n'a pas pu être supprimé. Rien n'a été effacé ; veuillez réessayer.`)
};

const es_auth_err_delete_failed = /** @type {(inputs: Auth_Err_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar tu cuenta. No se ha borrado nada; inténtalo de nuevo.`)
};

const pt_br2_auth_err_delete_failed = /** @type {(inputs: Auth_Err_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível excluir sua conta. Nada foi removido; tente novamente.`)
};

const ja_auth_err_delete_failed = /** @type {(inputs: Auth_Err_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントを削除できませんでした。何も削除されていません。もう一度お試しください。`)
};

const ko_auth_err_delete_failed = /** @type {(inputs: Auth_Err_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`계정을 삭제하지 못했습니다. 아무것도 삭제되지 않았으니 다시 시도하세요.`)
};

/**
* | output |
* | --- |
* | "Your account could not be deleted. Nothing was removed; please try again." |
*
* @param {Auth_Err_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_delete_failed = /** @type {((inputs?: Auth_Err_Delete_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Delete_FailedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_delete_failed(inputs)
	if (locale === "fr") return fr_auth_err_delete_failed(inputs)
	if (locale === "es") return es_auth_err_delete_failed(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_delete_failed(inputs)
	if (locale === "ja") return ja_auth_err_delete_failed(inputs)
	if (locale === "ko") return ko_auth_err_delete_failed(inputs)
	return en_auth_err_delete_failed(inputs)
});