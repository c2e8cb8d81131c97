/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Most_PopularInputs */

const en_plans_most_popular = /** @type {(inputs: Plans_Most_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MOST POPULAR`)
};

const de_plans_most_popular = /** @type {(inputs: Plans_Most_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AM BELIEBTESTEN`)
};

const fr_plans_most_popular = /** @type {(inputs: Plans_Most_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LE PLUS CHOISI`)
};

const es_plans_most_popular = /** @type {(inputs: Plans_Most_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`EL MÁS POPULAR`)
};

const pt_br2_plans_most_popular = /** @type {(inputs: Plans_Most_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MAIS POPULAR`)
};

const ja_plans_most_popular = /** @type {(inputs: Plans_Most_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`人気No.1`)
};

const ko_plans_most_popular = /** @type {(inputs: Plans_Most_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`가장 인기`)
};

/**
* | output |
* | --- |
* | "MOST POPULAR" |
*
* @param {Plans_Most_PopularInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const plans_most_popular = /** @type {((inputs?: Plans_Most_PopularInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Most_PopularInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_plans_most_popular(inputs)
	if (locale === "fr") return fr_plans_most_popular(inputs)
	if (locale === "es") return es_plans_most_popular(inputs)
	if (locale === "pt-BR") return pt_br2_plans_most_popular(inputs)
	if (locale === "ja") return ja_plans_most_popular(inputs)
	if (locale === "ko") return ko_plans_most_popular(inputs)
	return en_plans_most_popular(inputs)
});