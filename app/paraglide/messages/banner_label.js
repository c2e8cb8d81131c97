/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Banner_LabelInputs */

const en_banner_label = /** @type {(inputs: Banner_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language suggestion`)
};

const de_banner_label = /** @type {(inputs: Banner_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sprachvorschlag`)
};

const fr_banner_label = /** @type {(inputs: Banner_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suggestion de langue`)
};

const es_banner_label = /** @type {(inputs: Banner_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sugerencia de idioma`)
};

const pt_br2_banner_label = /** @type {(inputs: Banner_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sugestão de idioma`)
};

const ja_banner_label = /** @type {(inputs: Banner_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`言語の提案`)
};

const ko_banner_label = /** @type {(inputs: Banner_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`언어 제안`)
};

/**
* | output |
* | --- |
* | "Language suggestion" |
*
* @param {Banner_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const banner_label = /** @type {((inputs?: Banner_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_LabelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_banner_label(inputs)
	if (locale === "fr") return fr_banner_label(inputs)
	if (locale === "es") return es_banner_label(inputs)
	if (locale === "pt-BR") return pt_br2_banner_label(inputs)
	if (locale === "ja") return ja_banner_label(inputs)
	if (locale === "ko") return ko_banner_label(inputs)
	return en_banner_label(inputs)
});