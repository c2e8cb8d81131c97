/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sml_Error_ForbiddenInputs */

const en_sml_error_forbidden = /** @type {(inputs: Sml_Error_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forbidden`)
};

const de_sml_error_forbidden = /** @type {(inputs: Sml_Error_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zugriff verweigert`)
};

const fr_sml_error_forbidden = /** @type {(inputs: Sml_Error_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès refusé`)
};

const es_sml_error_forbidden = /** @type {(inputs: Sml_Error_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso denegado`)
};

const pt_br2_sml_error_forbidden = /** @type {(inputs: Sml_Error_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acesso negado`)
};

const ja_sml_error_forbidden = /** @type {(inputs: Sml_Error_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アクセスが拒否されました`)
};

const ko_sml_error_forbidden = /** @type {(inputs: Sml_Error_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`접근이 거부되었습니다`)
};

/**
* | output |
* | --- |
* | "Forbidden" |
*
* @param {Sml_Error_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const sml_error_forbidden = /** @type {((inputs?: Sml_Error_ForbiddenInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sml_Error_ForbiddenInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sml_error_forbidden(inputs)
	if (locale === "fr") return fr_sml_error_forbidden(inputs)
	if (locale === "es") return es_sml_error_forbidden(inputs)
	if (locale === "pt-BR") return pt_br2_sml_error_forbidden(inputs)
	if (locale === "ja") return ja_sml_error_forbidden(inputs)
	if (locale === "ko") return ko_sml_error_forbidden(inputs)
	return en_sml_error_forbidden(inputs)
});