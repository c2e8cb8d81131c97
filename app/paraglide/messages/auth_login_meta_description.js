/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Login_Meta_DescriptionInputs */

const en_auth_login_meta_description = /** @type {(inputs: Auth_Login_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to LAN Center Network to manage your LAN centers, LAN parties, photos, hours and membership.`)
};

const de_auth_login_meta_description = /** @type {(inputs: Auth_Login_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melde dich bei LAN Center Network an, um deine LAN-Center, LAN-Partys, Fotos, Öffnungszeiten und Mitgliedschaft zu verwalten.`)
};

const fr_auth_login_meta_description = /** @type {(inputs: Auth_Login_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous à LAN Center Network pour gérer vos LAN centers, LAN parties, photos, horaires et votre abonnement.`)
};

const es_auth_login_meta_description = /** @type {(inputs: Auth_Login_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión en LAN Center Network para gestionar tus LAN centers, LAN parties, fotos, horarios y membresía.`)
};

const pt_br2_auth_login_meta_description = /** @type {(inputs: Auth_Login_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entre no LAN Center Network para gerenciar seus LAN centers, LAN parties, fotos, horários e assinatura.`)
};

const ja_auth_login_meta_description = /** @type {(inputs: Auth_Login_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network にサインインして、LANセンター、LANパーティー、写真、営業時間、メンバーシップを管理しましょう。`)
};

const ko_auth_login_meta_description = /** @type {(inputs: Auth_Login_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network에 로그인하여 LAN 센터, LAN 파티, 사진, 영업시간과 멤버십을 관리하세요.`)
};

/**
* | output |
* | --- |
* | "Sign in to LAN Center Network to manage your LAN centers, LAN parties, photos, hours and membership." |
*
* @param {Auth_Login_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_login_meta_description = /** @type {((inputs?: Auth_Login_Meta_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Login_Meta_DescriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_login_meta_description(inputs)
	if (locale === "fr") return fr_auth_login_meta_description(inputs)
	if (locale === "es") return es_auth_login_meta_description(inputs)
	if (locale === "pt-BR") return pt_br2_auth_login_meta_description(inputs)
	if (locale === "ja") return ja_auth_login_meta_description(inputs)
	if (locale === "ko") return ko_auth_login_meta_description(inputs)
	return en_auth_login_meta_description(inputs)
});