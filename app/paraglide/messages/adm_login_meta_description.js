/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adm_Login_Meta_DescriptionInputs */

const en_adm_login_meta_description = /** @type {(inputs: Adm_Login_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in for LAN Center Network administrators, who review centers, LAN parties and listings.`)
};

const de_adm_login_meta_description = /** @type {(inputs: Adm_Login_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung für die Administratoren von LAN Center Network, die Center, LAN-Partys und Einträge prüfen.`)
};

const fr_adm_login_meta_description = /** @type {(inputs: Adm_Login_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion des administrateurs de LAN Center Network, qui examinent les centres, les LAN parties et les annonces.`)
};

const es_adm_login_meta_description = /** @type {(inputs: Adm_Login_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso para los administradores de LAN Center Network, que revisan centros, LAN parties y fichas.`)
};

const pt_br2_adm_login_meta_description = /** @type {(inputs: Adm_Login_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login dos administradores da LAN Center Network, que revisam centros, LAN parties e anúncios.`)
};

const ja_adm_login_meta_description = /** @type {(inputs: Adm_Login_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`センター、LANパーティー、掲載情報を審査するLAN Center Network管理者向けのサインイン。`)
};

const ko_adm_login_meta_description = /** @type {(inputs: Adm_Login_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`센터, LAN 파티, 등록 정보를 검토하는 LAN Center Network 관리자를 위한 로그인.`)
};

/**
* | output |
* | --- |
* | "Sign-in for LAN Center Network administrators, who review centers, LAN parties and listings." |
*
* @param {Adm_Login_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_login_meta_description = /** @type {((inputs?: Adm_Login_Meta_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adm_Login_Meta_DescriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adm_login_meta_description(inputs)
	if (locale === "fr") return fr_adm_login_meta_description(inputs)
	if (locale === "es") return es_adm_login_meta_description(inputs)
	if (locale === "pt-BR") return pt_br2_adm_login_meta_description(inputs)
	if (locale === "ja") return ja_adm_login_meta_description(inputs)
	if (locale === "ko") return ko_adm_login_meta_description(inputs)
	return en_adm_login_meta_description(inputs)
});