/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rev_Not_RatedInputs */

const en_rev_not_rated = /** @type {(inputs: Rev_Not_RatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not rated`)
};

const de_rev_not_rated = /** @type {(inputs: Rev_Not_RatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht bewertet`)
};

const fr_rev_not_rated = /** @type {(inputs: Rev_Not_RatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non noté`)
};

const es_rev_not_rated = /** @type {(inputs: Rev_Not_RatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin valorar`)
};

const pt_br2_rev_not_rated = /** @type {(inputs: Rev_Not_RatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem nota`)
};

const ja_rev_not_rated = /** @type {(inputs: Rev_Not_RatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未評価`)
};

const ko_rev_not_rated = /** @type {(inputs: Rev_Not_RatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`평가 안 함`)
};

/**
* | output |
* | --- |
* | "Not rated" |
*
* @param {Rev_Not_RatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_not_rated = /** @type {((inputs?: Rev_Not_RatedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_Not_RatedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_not_rated(inputs)
	if (locale === "fr") return fr_rev_not_rated(inputs)
	if (locale === "es") return es_rev_not_rated(inputs)
	if (locale === "pt-BR") return pt_br2_rev_not_rated(inputs)
	if (locale === "ja") return ja_rev_not_rated(inputs)
	if (locale === "ko") return ko_rev_not_rated(inputs)
	return en_rev_not_rated(inputs)
});