/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_View_PlansInputs */

const en_own_view_plans = /** @type {(inputs: Own_View_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View Plans`)
};

const de_own_view_plans = /** @type {(inputs: Own_View_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pläne ansehen`)
};

const fr_own_view_plans = /** @type {(inputs: Own_View_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les offres`)
};

const es_own_view_plans = /** @type {(inputs: Own_View_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver planes`)
};

const pt_br2_own_view_plans = /** @type {(inputs: Own_View_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver planos`)
};

const ja_own_view_plans = /** @type {(inputs: Own_View_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プランを見る`)
};

const ko_own_view_plans = /** @type {(inputs: Own_View_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`플랜 보기`)
};

/**
* | output |
* | --- |
* | "View Plans" |
*
* @param {Own_View_PlansInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_view_plans = /** @type {((inputs?: Own_View_PlansInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_View_PlansInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_view_plans(inputs)
	if (locale === "fr") return fr_own_view_plans(inputs)
	if (locale === "es") return es_own_view_plans(inputs)
	if (locale === "pt-BR") return pt_br2_own_view_plans(inputs)
	if (locale === "ja") return ja_own_view_plans(inputs)
	if (locale === "ko") return ko_own_view_plans(inputs)
	return en_own_view_plans(inputs)
});