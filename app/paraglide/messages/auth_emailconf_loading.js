/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Emailconf_LoadingInputs */

const en_auth_emailconf_loading = /** @type {(inputs: Auth_Emailconf_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming your email change...`)
};

const de_auth_emailconf_loading = /** @type {(inputs: Auth_Emailconf_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Änderung deiner E-Mail-Adresse wird bestätigt...`)
};

const fr_auth_emailconf_loading = /** @type {(inputs: Auth_Emailconf_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation du changement d'e-mail...`)
};

const es_auth_emailconf_loading = /** @type {(inputs: Auth_Emailconf_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmando el cambio de correo...`)
};

const pt_br2_auth_emailconf_loading = /** @type {(inputs: Auth_Emailconf_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmando a alteração de e-mail...`)
};

const ja_auth_emailconf_loading = /** @type {(inputs: Auth_Emailconf_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールアドレスの変更を確認中...`)
};

const ko_auth_emailconf_loading = /** @type {(inputs: Auth_Emailconf_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일 변경 확인 중...`)
};

/**
* | output |
* | --- |
* | "Confirming your email change..." |
*
* @param {Auth_Emailconf_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_emailconf_loading = /** @type {((inputs?: Auth_Emailconf_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Emailconf_LoadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_emailconf_loading(inputs)
	if (locale === "fr") return fr_auth_emailconf_loading(inputs)
	if (locale === "es") return es_auth_emailconf_loading(inputs)
	if (locale === "pt-BR") return pt_br2_auth_emailconf_loading(inputs)
	if (locale === "ja") return ja_auth_emailconf_loading(inputs)
	if (locale === "ko") return ko_auth_emailconf_loading(inputs)
	return en_auth_emailconf_loading(inputs)
});