/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_Code_SubmitInputs */

const en_auth_reset_code_submit = /** @type {(inputs: Auth_Reset_Code_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify Code`)
};

const de_auth_reset_code_submit = /** @type {(inputs: Auth_Reset_Code_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code prüfen`)
};

const fr_auth_reset_code_submit = /** @type {(inputs: Auth_Reset_Code_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier le code`)
};

const es_auth_reset_code_submit = /** @type {(inputs: Auth_Reset_Code_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar código`)
};

const pt_br2_auth_reset_code_submit = /** @type {(inputs: Auth_Reset_Code_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar código`)
};

const ja_auth_reset_code_submit = /** @type {(inputs: Auth_Reset_Code_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コードを確認`)
};

const ko_auth_reset_code_submit = /** @type {(inputs: Auth_Reset_Code_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`코드 확인`)
};

/**
* | output |
* | --- |
* | "Verify Code" |
*
* @param {Auth_Reset_Code_SubmitInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_reset_code_submit = /** @type {((inputs?: Auth_Reset_Code_SubmitInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_Code_SubmitInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_reset_code_submit(inputs)
	if (locale === "fr") return fr_auth_reset_code_submit(inputs)
	if (locale === "es") return es_auth_reset_code_submit(inputs)
	if (locale === "pt-BR") return pt_br2_auth_reset_code_submit(inputs)
	if (locale === "ja") return ja_auth_reset_code_submit(inputs)
	if (locale === "ko") return ko_auth_reset_code_submit(inputs)
	return en_auth_reset_code_submit(inputs)
});