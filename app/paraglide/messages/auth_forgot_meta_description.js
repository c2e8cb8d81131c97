/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Forgot_Meta_DescriptionInputs */

const en_auth_forgot_meta_description = /** @type {(inputs: Auth_Forgot_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot your LAN Center Network password? Enter your e-mail address and we send you a code to set a new one.`)
};

const de_auth_forgot_meta_description = /** @type {(inputs: Auth_Forgot_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort für LAN Center Network vergessen? Gib deine E-Mail-Adresse ein und wir senden dir einen Code, mit dem du ein neues festlegst.`)
};

const fr_auth_forgot_meta_description = /** @type {(inputs: Auth_Forgot_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe LAN Center Network oublié ? Saisissez votre adresse e-mail et nous vous enverrons un code pour en définir un nouveau.`)
};

const es_auth_forgot_meta_description = /** @type {(inputs: Auth_Forgot_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Has olvidado tu contraseña de LAN Center Network? Introduce tu correo y te enviaremos un código para crear una nueva.`)
};

const pt_br2_auth_forgot_meta_description = /** @type {(inputs: Auth_Forgot_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esqueceu sua senha do LAN Center Network? Informe seu e-mail e enviaremos um código para você criar uma nova.`)
};

const ja_auth_forgot_meta_description = /** @type {(inputs: Auth_Forgot_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network のパスワードをお忘れですか？メールアドレスを入力すると、新しいパスワードを設定するためのコードをお送りします。`)
};

const ko_auth_forgot_meta_description = /** @type {(inputs: Auth_Forgot_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network 비밀번호를 잊으셨나요? 이메일 주소를 입력하면 새 비밀번호를 설정할 수 있는 코드를 보내 드립니다.`)
};

/**
* | output |
* | --- |
* | "Forgot your LAN Center Network password? Enter your e-mail address and we send you a code to set a new one." |
*
* @param {Auth_Forgot_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_meta_description = /** @type {((inputs?: Auth_Forgot_Meta_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Forgot_Meta_DescriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_forgot_meta_description(inputs)
	if (locale === "fr") return fr_auth_forgot_meta_description(inputs)
	if (locale === "es") return es_auth_forgot_meta_description(inputs)
	if (locale === "pt-BR") return pt_br2_auth_forgot_meta_description(inputs)
	if (locale === "ja") return ja_auth_forgot_meta_description(inputs)
	if (locale === "ko") return ko_auth_forgot_meta_description(inputs)
	return en_auth_forgot_meta_description(inputs)
});