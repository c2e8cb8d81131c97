/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Login_Notice_FollowInputs */

const en_auth_login_notice_follow = /** @type {(inputs: Auth_Login_Notice_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to follow. New here? Create a free account below.`)
};

const de_auth_login_notice_follow = /** @type {(inputs: Auth_Login_Notice_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melde dich an, um zu folgen. Neu hier? Erstelle unten ein kostenloses Konto.`)
};

const fr_auth_login_notice_follow = /** @type {(inputs: Auth_Login_Notice_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour suivre. Nouveau ici ? Créez un compte gratuit ci-dessous.`)
};

const es_auth_login_notice_follow = /** @type {(inputs: Auth_Login_Notice_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para seguir. ¿Eres nuevo? Crea una cuenta gratuita abajo.`)
};

const pt_br2_auth_login_notice_follow = /** @type {(inputs: Auth_Login_Notice_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entre para seguir. É novo por aqui? Crie uma conta gratuita abaixo.`)
};

const ja_auth_login_notice_follow = /** @type {(inputs: Auth_Login_Notice_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`フォローするにはサインインしてください。初めての方は、下から無料アカウントを作成できます。`)
};

const ko_auth_login_notice_follow = /** @type {(inputs: Auth_Login_Notice_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`팔로우하려면 로그인하세요. 처음이신가요? 아래에서 무료 계정을 만드세요.`)
};

/**
* | output |
* | --- |
* | "Sign in to follow. New here? Create a free account below." |
*
* @param {Auth_Login_Notice_FollowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_login_notice_follow = /** @type {((inputs?: Auth_Login_Notice_FollowInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Login_Notice_FollowInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_login_notice_follow(inputs)
	if (locale === "fr") return fr_auth_login_notice_follow(inputs)
	if (locale === "es") return es_auth_login_notice_follow(inputs)
	if (locale === "pt-BR") return pt_br2_auth_login_notice_follow(inputs)
	if (locale === "ja") return ja_auth_login_notice_follow(inputs)
	if (locale === "ko") return ko_auth_login_notice_follow(inputs)
	return en_auth_login_notice_follow(inputs)
});