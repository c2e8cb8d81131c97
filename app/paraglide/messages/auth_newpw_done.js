/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Newpw_DoneInputs */

const en_auth_newpw_done = /** @type {(inputs: Auth_Newpw_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password has been changed and you have been signed out everywhere. Taking you to the sign-in page…`)
};

const de_auth_newpw_done = /** @type {(inputs: Auth_Newpw_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Passwort wurde geändert und du wurdest überall abgemeldet. Du wirst zur Anmeldeseite weitergeleitet…`)
};

const fr_auth_newpw_done = /** @type {(inputs: Auth_Newpw_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre mot de passe a été modifié et vous avez été déconnecté partout. Redirection vers la page de connexion…`)
};

const es_auth_newpw_done = /** @type {(inputs: Auth_Newpw_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu contraseña se ha cambiado y se ha cerrado tu sesión en todas partes. Te llevamos a la página de inicio de sesión…`)
};

const pt_br2_auth_newpw_done = /** @type {(inputs: Auth_Newpw_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua senha foi alterada e você saiu da conta em todos os lugares. Levando você para a página de login…`)
};

const ja_auth_newpw_done = /** @type {(inputs: Auth_Newpw_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードを変更し、すべての端末からサインアウトしました。サインインページに移動します…`)
};

const ko_auth_newpw_done = /** @type {(inputs: Auth_Newpw_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`비밀번호가 변경되었고 모든 기기에서 로그아웃되었습니다. 로그인 페이지로 이동합니다…`)
};

/**
* | output |
* | --- |
* | "Your password has been changed and you have been signed out everywhere. Taking you to the sign-in page…" |
*
* @param {Auth_Newpw_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_newpw_done = /** @type {((inputs?: Auth_Newpw_DoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Newpw_DoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_newpw_done(inputs)
	if (locale === "fr") return fr_auth_newpw_done(inputs)
	if (locale === "es") return es_auth_newpw_done(inputs)
	if (locale === "pt-BR") return pt_br2_auth_newpw_done(inputs)
	if (locale === "ja") return ja_auth_newpw_done(inputs)
	if (locale === "ko") return ko_auth_newpw_done(inputs)
	return en_auth_newpw_done(inputs)
});