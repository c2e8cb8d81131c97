/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Login_Notice_Signed_OutInputs */

const en_auth_login_notice_signed_out = /** @type {(inputs: Auth_Login_Notice_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have been signed out.`)
};

const de_auth_login_notice_signed_out = /** @type {(inputs: Auth_Login_Notice_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du wurdest abgemeldet.`)
};

const fr_auth_login_notice_signed_out = /** @type {(inputs: Auth_Login_Notice_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez été déconnecté.`)
};

const es_auth_login_notice_signed_out = /** @type {(inputs: Auth_Login_Notice_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Has cerrado sesión.`)
};

const pt_br2_auth_login_notice_signed_out = /** @type {(inputs: Auth_Login_Notice_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você saiu da sua conta.`)
};

const ja_auth_login_notice_signed_out = /** @type {(inputs: Auth_Login_Notice_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サインアウトしました。`)
};

const ko_auth_login_notice_signed_out = /** @type {(inputs: Auth_Login_Notice_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`로그아웃되었습니다.`)
};

/**
* | output |
* | --- |
* | "You have been signed out." |
*
* @param {Auth_Login_Notice_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_login_notice_signed_out = /** @type {((inputs?: Auth_Login_Notice_Signed_OutInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Login_Notice_Signed_OutInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_login_notice_signed_out(inputs)
	if (locale === "fr") return fr_auth_login_notice_signed_out(inputs)
	if (locale === "es") return es_auth_login_notice_signed_out(inputs)
	if (locale === "pt-BR") return pt_br2_auth_login_notice_signed_out(inputs)
	if (locale === "ja") return ja_auth_login_notice_signed_out(inputs)
	if (locale === "ko") return ko_auth_login_notice_signed_out(inputs)
	return en_auth_login_notice_signed_out(inputs)
});