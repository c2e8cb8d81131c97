/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_HideInputs */

const en_arv_hide = /** @type {(inputs: Arv_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide`)
};

const de_arv_hide = /** @type {(inputs: Arv_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausblenden`)
};

const fr_arv_hide = /** @type {(inputs: Arv_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masquer`)
};

const es_arv_hide = /** @type {(inputs: Arv_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar`)
};

const pt_br2_arv_hide = /** @type {(inputs: Arv_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar`)
};

const ja_arv_hide = /** @type {(inputs: Arv_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非表示にする`)
};

const ko_arv_hide = /** @type {(inputs: Arv_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`숨기기`)
};

/**
* | output |
* | --- |
* | "Hide" |
*
* @param {Arv_HideInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_hide = /** @type {((inputs?: Arv_HideInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_HideInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_hide(inputs)
	if (locale === "fr") return fr_arv_hide(inputs)
	if (locale === "es") return es_arv_hide(inputs)
	if (locale === "pt-BR") return pt_br2_arv_hide(inputs)
	if (locale === "ja") return ja_arv_hide(inputs)
	if (locale === "ko") return ko_arv_hide(inputs)
	return en_arv_hide(inputs)
});