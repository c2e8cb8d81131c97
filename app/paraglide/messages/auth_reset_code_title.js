/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_Code_TitleInputs */

const en_auth_reset_code_title = /** @type {(inputs: Auth_Reset_Code_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter Reset Code`)
};

const de_auth_reset_code_title = /** @type {(inputs: Auth_Reset_Code_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code zum Zurücksetzen eingeben`)
};

const fr_auth_reset_code_title = /** @type {(inputs: Auth_Reset_Code_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez le code de réinitialisation`)
};

const es_auth_reset_code_title = /** @type {(inputs: Auth_Reset_Code_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce el código`)
};

const pt_br2_auth_reset_code_title = /** @type {(inputs: Auth_Reset_Code_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite o código de redefinição`)
};

const ja_auth_reset_code_title = /** @type {(inputs: Auth_Reset_Code_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`リセットコードの入力`)
};

const ko_auth_reset_code_title = /** @type {(inputs: Auth_Reset_Code_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`재설정 코드 입력`)
};

/**
* | output |
* | --- |
* | "Enter Reset Code" |
*
* @param {Auth_Reset_Code_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_reset_code_title = /** @type {((inputs?: Auth_Reset_Code_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_Code_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_reset_code_title(inputs)
	if (locale === "fr") return fr_auth_reset_code_title(inputs)
	if (locale === "es") return es_auth_reset_code_title(inputs)
	if (locale === "pt-BR") return pt_br2_auth_reset_code_title(inputs)
	if (locale === "ja") return ja_auth_reset_code_title(inputs)
	if (locale === "ko") return ko_auth_reset_code_title(inputs)
	return en_auth_reset_code_title(inputs)
});