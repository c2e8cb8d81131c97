/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Confirmed_SubtitleInputs */

const en_auth_confirmed_subtitle = /** @type {(inputs: Auth_Confirmed_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account is ready. Sign in to continue.`)
};

const de_auth_confirmed_subtitle = /** @type {(inputs: Auth_Confirmed_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Konto ist bereit. Melde dich an, um weiterzumachen.`)
};

const fr_auth_confirmed_subtitle = /** @type {(inputs: Auth_Confirmed_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte est prêt. Connectez-vous pour continuer.`)
};

const es_auth_confirmed_subtitle = /** @type {(inputs: Auth_Confirmed_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta está lista. Inicia sesión para continuar.`)
};

const pt_br2_auth_confirmed_subtitle = /** @type {(inputs: Auth_Confirmed_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua conta está pronta. Entre para continuar.`)
};

const ja_auth_confirmed_subtitle = /** @type {(inputs: Auth_Confirmed_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントの準備ができました。サインインして続けてください。`)
};

const ko_auth_confirmed_subtitle = /** @type {(inputs: Auth_Confirmed_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`계정이 준비되었습니다. 로그인하여 계속하세요.`)
};

/**
* | output |
* | --- |
* | "Your account is ready. Sign in to continue." |
*
* @param {Auth_Confirmed_SubtitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_confirmed_subtitle = /** @type {((inputs?: Auth_Confirmed_SubtitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Confirmed_SubtitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_confirmed_subtitle(inputs)
	if (locale === "fr") return fr_auth_confirmed_subtitle(inputs)
	if (locale === "es") return es_auth_confirmed_subtitle(inputs)
	if (locale === "pt-BR") return pt_br2_auth_confirmed_subtitle(inputs)
	if (locale === "ja") return ja_auth_confirmed_subtitle(inputs)
	if (locale === "ko") return ko_auth_confirmed_subtitle(inputs)
	return en_auth_confirmed_subtitle(inputs)
});