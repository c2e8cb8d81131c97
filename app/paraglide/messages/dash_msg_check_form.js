/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_Check_FormInputs */

const en_dash_msg_check_form = /** @type {(inputs: Dash_Msg_Check_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check the form and try again.`)
};

const de_dash_msg_check_form = /** @type {(inputs: Dash_Msg_Check_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte prüfe das Formular und versuche es noch einmal.`)
};

const fr_dash_msg_check_form = /** @type {(inputs: Dash_Msg_Check_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vérifier le formulaire et réessayer.`)
};

const es_dash_msg_check_form = /** @type {(inputs: Dash_Msg_Check_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa el formulario e inténtalo de nuevo.`)
};

const pt_br2_dash_msg_check_form = /** @type {(inputs: Dash_Msg_Check_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confira o formulário e tente novamente.`)
};

const ja_dash_msg_check_form = /** @type {(inputs: Dash_Msg_Check_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`フォームを確認してもう一度お試しください。`)
};

const ko_dash_msg_check_form = /** @type {(inputs: Dash_Msg_Check_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`양식을 확인하고 다시 시도하세요.`)
};

/**
* | output |
* | --- |
* | "Please check the form and try again." |
*
* @param {Dash_Msg_Check_FormInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_msg_check_form = /** @type {((inputs?: Dash_Msg_Check_FormInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_Check_FormInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_msg_check_form(inputs)
	if (locale === "fr") return fr_dash_msg_check_form(inputs)
	if (locale === "es") return es_dash_msg_check_form(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_check_form(inputs)
	if (locale === "ja") return ja_dash_msg_check_form(inputs)
	if (locale === "ko") return ko_dash_msg_check_form(inputs)
	return en_dash_msg_check_form(inputs)
});