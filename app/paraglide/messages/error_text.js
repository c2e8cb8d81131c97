/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_TextInputs */

const en_error_text = /** @type {(inputs: Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An unexpected error occurred. Please try again in a moment.`)
};

const de_error_text = /** @type {(inputs: Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es gleich noch einmal.`)
};

const fr_error_text = /** @type {(inputs: Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur inattendue s’est produite. Veuillez réessayer dans un instant.`)
};

const es_error_text = /** @type {(inputs: Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se produjo un error inesperado. Inténtalo de nuevo en un momento.`)
};

const pt_br2_error_text = /** @type {(inputs: Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocorreu um erro inesperado. Tente novamente em instantes.`)
};

const ja_error_text = /** @type {(inputs: Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`予期しないエラーが発生しました。しばらくしてからもう一度お試しください。`)
};

const ko_error_text = /** @type {(inputs: Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`예기치 않은 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.`)
};

/**
* | output |
* | --- |
* | "An unexpected error occurred. Please try again in a moment." |
*
* @param {Error_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const error_text = /** @type {((inputs?: Error_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_text(inputs)
	if (locale === "fr") return fr_error_text(inputs)
	if (locale === "es") return es_error_text(inputs)
	if (locale === "pt-BR") return pt_br2_error_text(inputs)
	if (locale === "ja") return ja_error_text(inputs)
	if (locale === "ko") return ko_error_text(inputs)
	return en_error_text(inputs)
});