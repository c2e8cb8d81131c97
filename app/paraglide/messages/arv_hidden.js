/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_HiddenInputs */

const en_arv_hidden = /** @type {(inputs: Arv_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hidden`)
};

const de_arv_hidden = /** @type {(inputs: Arv_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausgeblendet`)
};

const fr_arv_hidden = /** @type {(inputs: Arv_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masqués`)
};

const es_arv_hidden = /** @type {(inputs: Arv_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultas`)
};

const pt_br2_arv_hidden = /** @type {(inputs: Arv_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultas`)
};

const ja_arv_hidden = /** @type {(inputs: Arv_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非表示`)
};

const ko_arv_hidden = /** @type {(inputs: Arv_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`숨김`)
};

/**
* | output |
* | --- |
* | "Hidden" |
*
* @param {Arv_HiddenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_hidden = /** @type {((inputs?: Arv_HiddenInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_HiddenInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_hidden(inputs)
	if (locale === "fr") return fr_arv_hidden(inputs)
	if (locale === "es") return es_arv_hidden(inputs)
	if (locale === "pt-BR") return pt_br2_arv_hidden(inputs)
	if (locale === "ja") return ja_arv_hidden(inputs)
	if (locale === "ko") return ko_arv_hidden(inputs)
	return en_arv_hidden(inputs)
});