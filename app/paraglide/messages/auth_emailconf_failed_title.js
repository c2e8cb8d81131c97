/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Emailconf_Failed_TitleInputs */

const en_auth_emailconf_failed_title = /** @type {(inputs: Auth_Emailconf_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Confirmation Failed`)
};

const de_auth_emailconf_failed_title = /** @type {(inputs: Auth_Emailconf_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Bestätigung fehlgeschlagen`)
};

const fr_auth_emailconf_failed_title = /** @type {(inputs: Auth_Emailconf_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de la confirmation de l'e-mail`)
};

const es_auth_emailconf_failed_title = /** @type {(inputs: Auth_Emailconf_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo confirmar el correo`)
};

const pt_br2_auth_emailconf_failed_title = /** @type {(inputs: Auth_Emailconf_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falha na confirmação do e-mail`)
};

const ja_auth_emailconf_failed_title = /** @type {(inputs: Auth_Emailconf_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールアドレスの確認に失敗しました`)
};

const ko_auth_emailconf_failed_title = /** @type {(inputs: Auth_Emailconf_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일 확인 실패`)
};

/**
* | output |
* | --- |
* | "Email Confirmation Failed" |
*
* @param {Auth_Emailconf_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_emailconf_failed_title = /** @type {((inputs?: Auth_Emailconf_Failed_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Emailconf_Failed_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_emailconf_failed_title(inputs)
	if (locale === "fr") return fr_auth_emailconf_failed_title(inputs)
	if (locale === "es") return es_auth_emailconf_failed_title(inputs)
	if (locale === "pt-BR") return pt_br2_auth_emailconf_failed_title(inputs)
	if (locale === "ja") return ja_auth_emailconf_failed_title(inputs)
	if (locale === "ko") return ko_auth_emailconf_failed_title(inputs)
	return en_auth_emailconf_failed_title(inputs)
});