/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Emailconf_Meta_DescriptionInputs */

const en_auth_emailconf_meta_description = /** @type {(inputs: Auth_Emailconf_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm the e-mail address of your LAN Center Network account.`)
};

const de_auth_emailconf_meta_description = /** @type {(inputs: Auth_Emailconf_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätige die E-Mail-Adresse deines Kontos bei LAN Center Network.`)
};

const fr_auth_emailconf_meta_description = /** @type {(inputs: Auth_Emailconf_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez l'adresse e-mail de votre compte LAN Center Network.`)
};

const es_auth_emailconf_meta_description = /** @type {(inputs: Auth_Emailconf_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma el correo de tu cuenta de LAN Center Network.`)
};

const pt_br2_auth_emailconf_meta_description = /** @type {(inputs: Auth_Emailconf_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme o e-mail da sua conta do LAN Center Network.`)
};

const ja_auth_emailconf_meta_description = /** @type {(inputs: Auth_Emailconf_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network アカウントのメールアドレスを確認します。`)
};

const ko_auth_emailconf_meta_description = /** @type {(inputs: Auth_Emailconf_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network 계정의 이메일 주소를 확인하세요.`)
};

/**
* | output |
* | --- |
* | "Confirm the e-mail address of your LAN Center Network account." |
*
* @param {Auth_Emailconf_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_emailconf_meta_description = /** @type {((inputs?: Auth_Emailconf_Meta_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Emailconf_Meta_DescriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_emailconf_meta_description(inputs)
	if (locale === "fr") return fr_auth_emailconf_meta_description(inputs)
	if (locale === "es") return es_auth_emailconf_meta_description(inputs)
	if (locale === "pt-BR") return pt_br2_auth_emailconf_meta_description(inputs)
	if (locale === "ja") return ja_auth_emailconf_meta_description(inputs)
	if (locale === "ko") return ko_auth_emailconf_meta_description(inputs)
	return en_auth_emailconf_meta_description(inputs)
});