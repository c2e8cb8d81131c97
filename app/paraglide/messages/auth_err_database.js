/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_DatabaseInputs */

const en_auth_err_database = /** @type {(inputs: Auth_Err_DatabaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There was a system error creating your account. Please try again in a few moments.`)
};

const de_auth_err_database = /** @type {(inputs: Auth_Err_DatabaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beim Erstellen deines Kontos ist ein Systemfehler aufgetreten. Bitte versuche es in ein paar Augenblicken erneut.`)
};

const fr_auth_err_database = /** @type {(inputs: Auth_Err_DatabaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur système s'est produite lors de la création de votre compte. Veuillez réessayer dans quelques instants.`)
};

const es_auth_err_database = /** @type {(inputs: Auth_Err_DatabaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se produjo un error del sistema al crear tu cuenta. Vuelve a intentarlo en unos momentos.`)
};

const pt_br2_auth_err_database = /** @type {(inputs: Auth_Err_DatabaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocorreu um erro no sistema ao criar sua conta. Tente novamente em alguns instantes.`)
};

const ja_auth_err_database = /** @type {(inputs: Auth_Err_DatabaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントの作成中にシステムエラーが発生しました。しばらくしてからもう一度お試しください。`)
};

const ko_auth_err_database = /** @type {(inputs: Auth_Err_DatabaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`계정을 만드는 중 시스템 오류가 발생했습니다. 잠시 후 다시 시도하세요.`)
};

/**
* | output |
* | --- |
* | "There was a system error creating your account. Please try again in a few moments." |
*
* @param {Auth_Err_DatabaseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_database = /** @type {((inputs?: Auth_Err_DatabaseInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_DatabaseInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_database(inputs)
	if (locale === "fr") return fr_auth_err_database(inputs)
	if (locale === "es") return es_auth_err_database(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_database(inputs)
	if (locale === "ja") return ja_auth_err_database(inputs)
	if (locale === "ko") return ko_auth_err_database(inputs)
	return en_auth_err_database(inputs)
});