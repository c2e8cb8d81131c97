/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Emailconf_Reset_InsteadInputs */

const en_auth_emailconf_reset_instead = /** @type {(inputs: Auth_Emailconf_Reset_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request Password Reset Instead`)
};

const de_auth_emailconf_reset_instead = /** @type {(inputs: Auth_Emailconf_Reset_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stattdessen Passwort zurücksetzen`)
};

const fr_auth_emailconf_reset_instead = /** @type {(inputs: Auth_Emailconf_Reset_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demander plutôt une réinitialisation du mot de passe`)
};

const es_auth_emailconf_reset_instead = /** @type {(inputs: Auth_Emailconf_Reset_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitar restablecer la contraseña`)
};

const pt_br2_auth_emailconf_reset_instead = /** @type {(inputs: Auth_Emailconf_Reset_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitar redefinição de senha`)
};

const ja_auth_emailconf_reset_instead = /** @type {(inputs: Auth_Emailconf_Reset_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`代わりにパスワードのリセットを申請`)
};

const ko_auth_emailconf_reset_instead = /** @type {(inputs: Auth_Emailconf_Reset_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대신 비밀번호 재설정 요청`)
};

/**
* | output |
* | --- |
* | "Request Password Reset Instead" |
*
* @param {Auth_Emailconf_Reset_InsteadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_emailconf_reset_instead = /** @type {((inputs?: Auth_Emailconf_Reset_InsteadInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Emailconf_Reset_InsteadInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_emailconf_reset_instead(inputs)
	if (locale === "fr") return fr_auth_emailconf_reset_instead(inputs)
	if (locale === "es") return es_auth_emailconf_reset_instead(inputs)
	if (locale === "pt-BR") return pt_br2_auth_emailconf_reset_instead(inputs)
	if (locale === "ja") return ja_auth_emailconf_reset_instead(inputs)
	if (locale === "ko") return ko_auth_emailconf_reset_instead(inputs)
	return en_auth_emailconf_reset_instead(inputs)
});