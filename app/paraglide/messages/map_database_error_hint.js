/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Database_Error_HintInputs */

const en_map_database_error_hint = /** @type {(inputs: Map_Database_Error_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please try again in a few moments.`)
};

const de_map_database_error_hint = /** @type {(inputs: Map_Database_Error_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte versuche es gleich noch einmal.`)
};

const fr_map_database_error_hint = /** @type {(inputs: Map_Database_Error_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez réessayer dans quelques instants.`)
};

const es_map_database_error_hint = /** @type {(inputs: Map_Database_Error_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inténtalo de nuevo en unos momentos.`)
};

const pt_br2_map_database_error_hint = /** @type {(inputs: Map_Database_Error_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tente novamente em alguns instantes.`)
};

const ja_map_database_error_hint = /** @type {(inputs: Map_Database_Error_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`しばらくしてからもう一度お試しください。`)
};

const ko_map_database_error_hint = /** @type {(inputs: Map_Database_Error_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`잠시 후 다시 시도해 주세요.`)
};

/**
* | output |
* | --- |
* | "Please try again in a few moments." |
*
* @param {Map_Database_Error_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const map_database_error_hint = /** @type {((inputs?: Map_Database_Error_HintInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Database_Error_HintInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_map_database_error_hint(inputs)
	if (locale === "fr") return fr_map_database_error_hint(inputs)
	if (locale === "es") return es_map_database_error_hint(inputs)
	if (locale === "pt-BR") return pt_br2_map_database_error_hint(inputs)
	if (locale === "ja") return ja_map_database_error_hint(inputs)
	if (locale === "ko") return ko_map_database_error_hint(inputs)
	return en_map_database_error_hint(inputs)
});