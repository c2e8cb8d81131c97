/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Success_TitleInputs */

const en_auth_success_title = /** @type {(inputs: Auth_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account Created!`)
};

const de_auth_success_title = /** @type {(inputs: Auth_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto erstellt!`)
};

const fr_auth_success_title = /** @type {(inputs: Auth_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte créé !`)
};

const es_auth_success_title = /** @type {(inputs: Auth_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Cuenta creada!`)
};

const pt_br2_auth_success_title = /** @type {(inputs: Auth_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conta criada!`)
};

const ja_auth_success_title = /** @type {(inputs: Auth_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントを作成しました！`)
};

const ko_auth_success_title = /** @type {(inputs: Auth_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`계정이 만들어졌습니다!`)
};

/**
* | output |
* | --- |
* | "Account Created!" |
*
* @param {Auth_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_success_title = /** @type {((inputs?: Auth_Success_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Success_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_success_title(inputs)
	if (locale === "fr") return fr_auth_success_title(inputs)
	if (locale === "es") return es_auth_success_title(inputs)
	if (locale === "pt-BR") return pt_br2_auth_success_title(inputs)
	if (locale === "ja") return ja_auth_success_title(inputs)
	if (locale === "ko") return ko_auth_success_title(inputs)
	return en_auth_success_title(inputs)
});