/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Signup_Meta_DescriptionInputs */

const en_auth_signup_meta_description = /** @type {(inputs: Auth_Signup_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create a free LAN Center Network account to list your LAN center or LAN party and reach gamers near you.`)
};

const de_auth_signup_meta_description = /** @type {(inputs: Auth_Signup_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erstelle ein kostenloses Konto bei LAN Center Network, um dein LAN-Center oder deine LAN-Party einzutragen und Gamer in deiner Nähe zu erreichen.`)
};

const fr_auth_signup_meta_description = /** @type {(inputs: Auth_Signup_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez un compte LAN Center Network gratuit pour référencer votre LAN center ou votre LAN party et toucher les joueurs près de chez vous.`)
};

const es_auth_signup_meta_description = /** @type {(inputs: Auth_Signup_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea una cuenta gratuita en LAN Center Network para publicar tu LAN center o tu LAN party y llegar a los jugadores cercanos.`)
};

const pt_br2_auth_signup_meta_description = /** @type {(inputs: Auth_Signup_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crie uma conta gratuita no LAN Center Network para divulgar seu LAN center ou sua LAN party e alcançar gamers perto de você.`)
};

const ja_auth_signup_meta_description = /** @type {(inputs: Auth_Signup_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network の無料アカウントを作成して、LANセンターやLANパーティーを掲載し、近くのゲーマーに届けましょう。`)
};

const ko_auth_signup_meta_description = /** @type {(inputs: Auth_Signup_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network 무료 계정을 만들어 LAN 센터나 LAN 파티를 등록하고 주변 게이머에게 알리세요.`)
};

/**
* | output |
* | --- |
* | "Create a free LAN Center Network account to list your LAN center or LAN party and reach gamers near you." |
*
* @param {Auth_Signup_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_signup_meta_description = /** @type {((inputs?: Auth_Signup_Meta_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signup_Meta_DescriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_signup_meta_description(inputs)
	if (locale === "fr") return fr_auth_signup_meta_description(inputs)
	if (locale === "es") return es_auth_signup_meta_description(inputs)
	if (locale === "pt-BR") return pt_br2_auth_signup_meta_description(inputs)
	if (locale === "ja") return ja_auth_signup_meta_description(inputs)
	if (locale === "ko") return ko_auth_signup_meta_description(inputs)
	return en_auth_signup_meta_description(inputs)
});