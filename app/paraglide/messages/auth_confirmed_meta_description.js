/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Confirmed_Meta_DescriptionInputs */

const en_auth_confirmed_meta_description = /** @type {(inputs: Auth_Confirmed_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your e-mail address is confirmed. Sign in to LAN Center Network to register your LAN center or LAN party.`)
};

const de_auth_confirmed_meta_description = /** @type {(inputs: Auth_Confirmed_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine E-Mail-Adresse ist bestätigt. Melde dich bei LAN Center Network an, um dein LAN-Center oder deine LAN-Party einzutragen.`)
};

const fr_auth_confirmed_meta_description = /** @type {(inputs: Auth_Confirmed_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse e-mail est confirmée. Connectez-vous à LAN Center Network pour référencer votre LAN center ou votre LAN party.`)
};

const es_auth_confirmed_meta_description = /** @type {(inputs: Auth_Confirmed_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu correo está confirmado. Inicia sesión en LAN Center Network para registrar tu LAN center o tu LAN party.`)
};

const pt_br2_auth_confirmed_meta_description = /** @type {(inputs: Auth_Confirmed_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu e-mail foi confirmado. Entre no LAN Center Network para cadastrar seu LAN center ou sua LAN party.`)
};

const ja_auth_confirmed_meta_description = /** @type {(inputs: Auth_Confirmed_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールアドレスが確認されました。LAN Center Network にサインインして、LANセンターやLANパーティーを登録しましょう。`)
};

const ko_auth_confirmed_meta_description = /** @type {(inputs: Auth_Confirmed_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일 주소가 확인되었습니다. LAN Center Network에 로그인하여 LAN 센터나 LAN 파티를 등록하세요.`)
};

/**
* | output |
* | --- |
* | "Your e-mail address is confirmed. Sign in to LAN Center Network to register your LAN center or LAN party." |
*
* @param {Auth_Confirmed_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_confirmed_meta_description = /** @type {((inputs?: Auth_Confirmed_Meta_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Confirmed_Meta_DescriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_confirmed_meta_description(inputs)
	if (locale === "fr") return fr_auth_confirmed_meta_description(inputs)
	if (locale === "es") return es_auth_confirmed_meta_description(inputs)
	if (locale === "pt-BR") return pt_br2_auth_confirmed_meta_description(inputs)
	if (locale === "ja") return ja_auth_confirmed_meta_description(inputs)
	if (locale === "ko") return ko_auth_confirmed_meta_description(inputs)
	return en_auth_confirmed_meta_description(inputs)
});