/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_Code_Other_EmailInputs */

const en_auth_reset_code_other_email = /** @type {(inputs: Auth_Reset_Code_Other_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use a different email`)
};

const de_auth_reset_code_other_email = /** @type {(inputs: Auth_Reset_Code_Other_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andere E-Mail-Adresse verwenden`)
};

const fr_auth_reset_code_other_email = /** @type {(inputs: Auth_Reset_Code_Other_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utiliser une autre adresse e-mail`)
};

const es_auth_reset_code_other_email = /** @type {(inputs: Auth_Reset_Code_Other_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar otro correo`)
};

const pt_br2_auth_reset_code_other_email = /** @type {(inputs: Auth_Reset_Code_Other_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar outro e-mail`)
};

const ja_auth_reset_code_other_email = /** @type {(inputs: Auth_Reset_Code_Other_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`別のメールアドレスを使う`)
};

const ko_auth_reset_code_other_email = /** @type {(inputs: Auth_Reset_Code_Other_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`다른 이메일 사용`)
};

/**
* | output |
* | --- |
* | "Use a different email" |
*
* @param {Auth_Reset_Code_Other_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_reset_code_other_email = /** @type {((inputs?: Auth_Reset_Code_Other_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_Code_Other_EmailInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_reset_code_other_email(inputs)
	if (locale === "fr") return fr_auth_reset_code_other_email(inputs)
	if (locale === "es") return es_auth_reset_code_other_email(inputs)
	if (locale === "pt-BR") return pt_br2_auth_reset_code_other_email(inputs)
	if (locale === "ja") return ja_auth_reset_code_other_email(inputs)
	if (locale === "ko") return ko_auth_reset_code_other_email(inputs)
	return en_auth_reset_code_other_email(inputs)
});