/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Emailconf_Loading_TitleInputs */

const en_auth_emailconf_loading_title = /** @type {(inputs: Auth_Emailconf_Loading_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming Your Email`)
};

const de_auth_emailconf_loading_title = /** @type {(inputs: Auth_Emailconf_Loading_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse wird bestätigt`)
};

const fr_auth_emailconf_loading_title = /** @type {(inputs: Auth_Emailconf_Loading_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation de votre e-mail`)
};

const es_auth_emailconf_loading_title = /** @type {(inputs: Auth_Emailconf_Loading_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmando tu correo`)
};

const pt_br2_auth_emailconf_loading_title = /** @type {(inputs: Auth_Emailconf_Loading_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmando seu e-mail`)
};

const ja_auth_emailconf_loading_title = /** @type {(inputs: Auth_Emailconf_Loading_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールアドレスを確認しています`)
};

const ko_auth_emailconf_loading_title = /** @type {(inputs: Auth_Emailconf_Loading_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이메일 확인 중`)
};

/**
* | output |
* | --- |
* | "Confirming Your Email" |
*
* @param {Auth_Emailconf_Loading_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_emailconf_loading_title = /** @type {((inputs?: Auth_Emailconf_Loading_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Emailconf_Loading_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_emailconf_loading_title(inputs)
	if (locale === "fr") return fr_auth_emailconf_loading_title(inputs)
	if (locale === "es") return es_auth_emailconf_loading_title(inputs)
	if (locale === "pt-BR") return pt_br2_auth_emailconf_loading_title(inputs)
	if (locale === "ja") return ja_auth_emailconf_loading_title(inputs)
	if (locale === "ko") return ko_auth_emailconf_loading_title(inputs)
	return en_auth_emailconf_loading_title(inputs)
});