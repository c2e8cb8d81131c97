/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_No_AccountInputs */

const en_auth_err_no_account = /** @type {(inputs: Auth_Err_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account found with this email address. Please check your email or create a new account.`)
};

const de_auth_err_no_account = /** @type {(inputs: Auth_Err_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu dieser E-Mail-Adresse gibt es kein Konto. Bitte überprüfe deine E-Mail-Adresse oder erstelle ein neues Konto.`)
};

const fr_auth_err_no_account = /** @type {(inputs: Auth_Err_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun compte n'est associé à cette adresse e-mail. Vérifiez votre adresse ou créez un nouveau compte.`)
};

const es_auth_err_no_account = /** @type {(inputs: Auth_Err_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay ninguna cuenta con este correo. Revisa tu correo o crea una cuenta nueva.`)
};

const pt_br2_auth_err_no_account = /** @type {(inputs: Auth_Err_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma conta encontrada com este e-mail. Verifique seu e-mail ou crie uma nova conta.`)
};

const ja_auth_err_no_account = /** @type {(inputs: Auth_Err_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このメールアドレスのアカウントは見つかりません。メールアドレスを確認するか、新しいアカウントを作成してください。`)
};

const ko_auth_err_no_account = /** @type {(inputs: Auth_Err_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 이메일 주소로 된 계정이 없습니다. 이메일을 확인하거나 새 계정을 만드세요.`)
};

/**
* | output |
* | --- |
* | "No account found with this email address. Please check your email or create a new account." |
*
* @param {Auth_Err_No_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_no_account = /** @type {((inputs?: Auth_Err_No_AccountInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_No_AccountInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_no_account(inputs)
	if (locale === "fr") return fr_auth_err_no_account(inputs)
	if (locale === "es") return es_auth_err_no_account(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_no_account(inputs)
	if (locale === "ja") return ja_auth_err_no_account(inputs)
	if (locale === "ko") return ko_auth_err_no_account(inputs)
	return en_auth_err_no_account(inputs)
});