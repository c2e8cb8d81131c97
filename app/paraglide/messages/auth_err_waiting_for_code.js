/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Waiting_For_CodeInputs */

const en_auth_err_waiting_for_code = /** @type {(inputs: Auth_Err_Waiting_For_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This address is waiting for its code. Send a new code to finish creating your account.`)
};

const de_auth_err_waiting_for_code = /** @type {(inputs: Auth_Err_Waiting_For_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für diese Adresse steht noch die Bestätigung mit dem Code aus. Fordere einen neuen Code an, um dein Konto fertig zu erstellen.`)
};

const fr_auth_err_waiting_for_code = /** @type {(inputs: Auth_Err_Waiting_For_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette adresse attend encore son code. Envoyez un nouveau code pour terminer la création de votre compte.`)
};

const es_auth_err_waiting_for_code = /** @type {(inputs: Auth_Err_Waiting_For_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta dirección está pendiente de su código. Envía un código nuevo para terminar de crear tu cuenta.`)
};

const pt_br2_auth_err_waiting_for_code = /** @type {(inputs: Auth_Err_Waiting_For_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este endereço está aguardando o código. Envie um novo código para concluir a criação da sua conta.`)
};

const ja_auth_err_waiting_for_code = /** @type {(inputs: Auth_Err_Waiting_For_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このアドレスは確認コードの入力待ちです。新しいコードを送信して、アカウントの作成を完了してください。`)
};

const ko_auth_err_waiting_for_code = /** @type {(inputs: Auth_Err_Waiting_For_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 주소는 인증 코드를 기다리는 중입니다. 새 코드를 보내 계정 만들기를 완료하세요.`)
};

/**
* | output |
* | --- |
* | "This address is waiting for its code. Send a new code to finish creating your account." |
*
* @param {Auth_Err_Waiting_For_CodeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_waiting_for_code = /** @type {((inputs?: Auth_Err_Waiting_For_CodeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Waiting_For_CodeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_waiting_for_code(inputs)
	if (locale === "fr") return fr_auth_err_waiting_for_code(inputs)
	if (locale === "es") return es_auth_err_waiting_for_code(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_waiting_for_code(inputs)
	if (locale === "ja") return ja_auth_err_waiting_for_code(inputs)
	if (locale === "ko") return ko_auth_err_waiting_for_code(inputs)
	return en_auth_err_waiting_for_code(inputs)
});