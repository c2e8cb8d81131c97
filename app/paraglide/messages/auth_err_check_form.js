/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Err_Check_FormInputs */

const en_auth_err_check_form = /** @type {(inputs: Auth_Err_Check_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check the form and try again.`)
};

const de_auth_err_check_form = /** @type {(inputs: Auth_Err_Check_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte überprüfe das Formular und versuche es erneut.`)
};

const fr_auth_err_check_form = /** @type {(inputs: Auth_Err_Check_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vérifier le formulaire et réessayer.`)
};

const es_auth_err_check_form = /** @type {(inputs: Auth_Err_Check_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa el formulario e inténtalo de nuevo.`)
};

const pt_br2_auth_err_check_form = /** @type {(inputs: Auth_Err_Check_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifique o formulário e tente novamente.`)
};

const ja_auth_err_check_form = /** @type {(inputs: Auth_Err_Check_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`フォームの内容を確認して、もう一度お試しください。`)
};

const ko_auth_err_check_form = /** @type {(inputs: Auth_Err_Check_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`양식을 확인하고 다시 시도하세요.`)
};

/**
* | output |
* | --- |
* | "Please check the form and try again." |
*
* @param {Auth_Err_Check_FormInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_err_check_form = /** @type {((inputs?: Auth_Err_Check_FormInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Err_Check_FormInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_err_check_form(inputs)
	if (locale === "fr") return fr_auth_err_check_form(inputs)
	if (locale === "es") return es_auth_err_check_form(inputs)
	if (locale === "pt-BR") return pt_br2_auth_err_check_form(inputs)
	if (locale === "ja") return ja_auth_err_check_form(inputs)
	if (locale === "ko") return ko_auth_err_check_form(inputs)
	return en_auth_err_check_form(inputs)
});