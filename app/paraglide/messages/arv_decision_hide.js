/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_Decision_HideInputs */

const en_arv_decision_hide = /** @type {(inputs: Arv_Decision_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hide`)
};

const de_arv_decision_hide = /** @type {(inputs: Arv_Decision_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ausgeblendet`)
};

const fr_arv_decision_hide = /** @type {(inputs: Arv_Decision_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`masquage`)
};

const es_arv_decision_hide = /** @type {(inputs: Arv_Decision_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ocultada`)
};

const pt_br2_arv_decision_hide = /** @type {(inputs: Arv_Decision_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ocultada`)
};

const ja_arv_decision_hide = /** @type {(inputs: Arv_Decision_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非表示`)
};

const ko_arv_decision_hide = /** @type {(inputs: Arv_Decision_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`숨김`)
};

/**
* | output |
* | --- |
* | "hide" |
*
* @param {Arv_Decision_HideInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_decision_hide = /** @type {((inputs?: Arv_Decision_HideInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_Decision_HideInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_decision_hide(inputs)
	if (locale === "fr") return fr_arv_decision_hide(inputs)
	if (locale === "es") return es_arv_decision_hide(inputs)
	if (locale === "pt-BR") return pt_br2_arv_decision_hide(inputs)
	if (locale === "ja") return ja_arv_decision_hide(inputs)
	if (locale === "ko") return ko_arv_decision_hide(inputs)
	return en_arv_decision_hide(inputs)
});