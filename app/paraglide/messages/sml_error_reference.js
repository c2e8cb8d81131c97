/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sml_Error_ReferenceInputs */

const en_sml_error_reference = /** @type {(inputs: Sml_Error_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reference:`)
};

const de_sml_error_reference = /** @type {(inputs: Sml_Error_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referenz:`)
};

const fr_sml_error_reference = /** @type {(inputs: Sml_Error_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référence :`)
};

const es_sml_error_reference = /** @type {(inputs: Sml_Error_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referencia:`)
};

const pt_br2_sml_error_reference = /** @type {(inputs: Sml_Error_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referência:`)
};

const ja_sml_error_reference = /** @type {(inputs: Sml_Error_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参照番号：`)
};

const ko_sml_error_reference = /** @type {(inputs: Sml_Error_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`참조 번호:`)
};

/**
* | output |
* | --- |
* | "Reference:" |
*
* @param {Sml_Error_ReferenceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const sml_error_reference = /** @type {((inputs?: Sml_Error_ReferenceInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sml_Error_ReferenceInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sml_error_reference(inputs)
	if (locale === "fr") return fr_sml_error_reference(inputs)
	if (locale === "es") return es_sml_error_reference(inputs)
	if (locale === "pt-BR") return pt_br2_sml_error_reference(inputs)
	if (locale === "ja") return ja_sml_error_reference(inputs)
	if (locale === "ko") return ko_sml_error_reference(inputs)
	return en_sml_error_reference(inputs)
});