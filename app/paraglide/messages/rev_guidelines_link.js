/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rev_Guidelines_LinkInputs */

const en_rev_guidelines_link = /** @type {(inputs: Rev_Guidelines_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`review guidelines`)
};

const de_rev_guidelines_link = /** @type {(inputs: Rev_Guidelines_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertungsrichtlinien`)
};

const fr_rev_guidelines_link = /** @type {(inputs: Rev_Guidelines_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`règles de publication des avis`)
};

const es_rev_guidelines_link = /** @type {(inputs: Rev_Guidelines_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`normas de reseñas`)
};

const pt_br2_rev_guidelines_link = /** @type {(inputs: Rev_Guidelines_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`diretrizes de avaliação`)
};

const ja_rev_guidelines_link = /** @type {(inputs: Rev_Guidelines_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビューガイドライン`)
};

const ko_rev_guidelines_link = /** @type {(inputs: Rev_Guidelines_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰 가이드라인`)
};

/**
* | output |
* | --- |
* | "review guidelines" |
*
* @param {Rev_Guidelines_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_guidelines_link = /** @type {((inputs?: Rev_Guidelines_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_Guidelines_LinkInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_guidelines_link(inputs)
	if (locale === "fr") return fr_rev_guidelines_link(inputs)
	if (locale === "es") return es_rev_guidelines_link(inputs)
	if (locale === "pt-BR") return pt_br2_rev_guidelines_link(inputs)
	if (locale === "ja") return ja_rev_guidelines_link(inputs)
	if (locale === "ko") return ko_rev_guidelines_link(inputs)
	return en_rev_guidelines_link(inputs)
});