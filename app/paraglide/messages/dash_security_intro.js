/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Security_IntroInputs */

const en_dash_security_intro = /** @type {(inputs: Dash_Security_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change your password. Your other signed-in devices will be signed out.`)
};

const de_dash_security_intro = /** @type {(inputs: Dash_Security_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ändere dein Passwort. Deine anderen angemeldeten Geräte werden abgemeldet.`)
};

const fr_dash_security_intro = /** @type {(inputs: Dash_Security_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifiez votre mot de passe. Vos autres appareils connectés seront déconnectés.`)
};

const es_dash_security_intro = /** @type {(inputs: Dash_Security_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambia tu contraseña. Se cerrará la sesión en tus otros dispositivos.`)
};

const pt_br2_dash_security_intro = /** @type {(inputs: Dash_Security_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Altere sua senha. Seus outros dispositivos conectados serão desconectados.`)
};

const ja_dash_security_intro = /** @type {(inputs: Dash_Security_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードを変更します。サインイン中の他の端末はサインアウトされます。`)
};

const ko_dash_security_intro = /** @type {(inputs: Dash_Security_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`비밀번호를 변경합니다. 로그인된 다른 기기는 로그아웃됩니다.`)
};

/**
* | output |
* | --- |
* | "Change your password. Your other signed-in devices will be signed out." |
*
* @param {Dash_Security_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_security_intro = /** @type {((inputs?: Dash_Security_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Security_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_security_intro(inputs)
	if (locale === "fr") return fr_dash_security_intro(inputs)
	if (locale === "es") return es_dash_security_intro(inputs)
	if (locale === "pt-BR") return pt_br2_dash_security_intro(inputs)
	if (locale === "ja") return ja_dash_security_intro(inputs)
	if (locale === "ko") return ko_dash_security_intro(inputs)
	return en_dash_security_intro(inputs)
});