/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Form_FailedInputs */

const en_landing_form_failed = /** @type {(inputs: Landing_Form_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unable to load the signup form.`)
};

const de_landing_form_failed = /** @type {(inputs: Landing_Form_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Anmeldeformular konnte nicht geladen werden.`)
};

const fr_landing_form_failed = /** @type {(inputs: Landing_Form_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger le formulaire d’inscription.`)
};

const es_landing_form_failed = /** @type {(inputs: Landing_Form_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar el formulario de registro.`)
};

const pt_br2_landing_form_failed = /** @type {(inputs: Landing_Form_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar o formulário de inscrição.`)
};

const ja_landing_form_failed = /** @type {(inputs: Landing_Form_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`申し込みフォームを読み込めませんでした。`)
};

const ko_landing_form_failed = /** @type {(inputs: Landing_Form_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`가입 양식을 불러올 수 없습니다.`)
};

/**
* | output |
* | --- |
* | "Unable to load the signup form." |
*
* @param {Landing_Form_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_form_failed = /** @type {((inputs?: Landing_Form_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Form_FailedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_form_failed(inputs)
	if (locale === "fr") return fr_landing_form_failed(inputs)
	if (locale === "es") return es_landing_form_failed(inputs)
	if (locale === "pt-BR") return pt_br2_landing_form_failed(inputs)
	if (locale === "ja") return ja_landing_form_failed(inputs)
	if (locale === "ko") return ko_landing_form_failed(inputs)
	return en_landing_form_failed(inputs)
});