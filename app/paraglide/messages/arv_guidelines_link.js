/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_Guidelines_LinkInputs */

const en_arv_guidelines_link = /** @type {(inputs: Arv_Guidelines_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`review guidelines`)
};

const de_arv_guidelines_link = /** @type {(inputs: Arv_Guidelines_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertungsrichtlinien`)
};

const fr_arv_guidelines_link = /** @type {(inputs: Arv_Guidelines_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`règles des avis`)
};

const es_arv_guidelines_link = /** @type {(inputs: Arv_Guidelines_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`normas de reseñas`)
};

const pt_br2_arv_guidelines_link = /** @type {(inputs: Arv_Guidelines_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`diretrizes de avaliações`)
};

const ja_arv_guidelines_link = /** @type {(inputs: Arv_Guidelines_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビューガイドライン`)
};

const ko_arv_guidelines_link = /** @type {(inputs: Arv_Guidelines_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰 가이드라인`)
};

/**
* | output |
* | --- |
* | "review guidelines" |
*
* @param {Arv_Guidelines_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_guidelines_link = /** @type {((inputs?: Arv_Guidelines_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_Guidelines_LinkInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_guidelines_link(inputs)
	if (locale === "fr") return fr_arv_guidelines_link(inputs)
	if (locale === "es") return es_arv_guidelines_link(inputs)
	if (locale === "pt-BR") return pt_br2_arv_guidelines_link(inputs)
	if (locale === "ja") return ja_arv_guidelines_link(inputs)
	if (locale === "ko") return ko_arv_guidelines_link(inputs)
	return en_arv_guidelines_link(inputs)
});