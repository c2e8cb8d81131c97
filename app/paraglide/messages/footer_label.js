/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_LabelInputs */

const en_footer_label = /** @type {(inputs: Footer_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Footer`)
};

const de_footer_label = /** @type {(inputs: Footer_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fußzeile`)
};

const fr_footer_label = /** @type {(inputs: Footer_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pied de page`)
};

const es_footer_label = /** @type {(inputs: Footer_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pie de página`)
};

const pt_br2_footer_label = /** @type {(inputs: Footer_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rodapé`)
};

const ja_footer_label = /** @type {(inputs: Footer_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`フッター`)
};

const ko_footer_label = /** @type {(inputs: Footer_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`바닥글`)
};

/**
* | output |
* | --- |
* | "Footer" |
*
* @param {Footer_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const footer_label = /** @type {((inputs?: Footer_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_LabelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_footer_label(inputs)
	if (locale === "fr") return fr_footer_label(inputs)
	if (locale === "es") return es_footer_label(inputs)
	if (locale === "pt-BR") return pt_br2_footer_label(inputs)
	if (locale === "ja") return ja_footer_label(inputs)
	if (locale === "ko") return ko_footer_label(inputs)
	return en_footer_label(inputs)
});