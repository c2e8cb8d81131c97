/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Form_LoadingInputs */

const en_landing_form_loading = /** @type {(inputs: Landing_Form_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading form...`)
};

const de_landing_form_loading = /** @type {(inputs: Landing_Form_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formular wird geladen …`)
};

const fr_landing_form_loading = /** @type {(inputs: Landing_Form_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du formulaire…`)
};

const es_landing_form_loading = /** @type {(inputs: Landing_Form_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando el formulario...`)
};

const pt_br2_landing_form_loading = /** @type {(inputs: Landing_Form_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carregando o formulário...`)
};

const ja_landing_form_loading = /** @type {(inputs: Landing_Form_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`フォームを読み込んでいます…`)
};

const ko_landing_form_loading = /** @type {(inputs: Landing_Form_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`양식을 불러오는 중...`)
};

/**
* | output |
* | --- |
* | "Loading form..." |
*
* @param {Landing_Form_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_form_loading = /** @type {((inputs?: Landing_Form_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Form_LoadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_form_loading(inputs)
	if (locale === "fr") return fr_landing_form_loading(inputs)
	if (locale === "es") return es_landing_form_loading(inputs)
	if (locale === "pt-BR") return pt_br2_landing_form_loading(inputs)
	if (locale === "ja") return ja_landing_form_loading(inputs)
	if (locale === "ko") return ko_landing_form_loading(inputs)
	return en_landing_form_loading(inputs)
});