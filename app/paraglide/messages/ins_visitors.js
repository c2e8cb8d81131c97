/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_VisitorsInputs */

const en_ins_visitors = /** @type {(inputs: Ins_VisitorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitors`)
};

const de_ins_visitors = /** @type {(inputs: Ins_VisitorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Besucher`)
};

const fr_ins_visitors = /** @type {(inputs: Ins_VisitorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visiteurs`)
};

const es_ins_visitors = /** @type {(inputs: Ins_VisitorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitantes`)
};

const pt_br2_ins_visitors = /** @type {(inputs: Ins_VisitorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitantes`)
};

const ja_ins_visitors = /** @type {(inputs: Ins_VisitorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`訪問者`)
};

const ko_ins_visitors = /** @type {(inputs: Ins_VisitorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`방문자`)
};

/**
* | output |
* | --- |
* | "Visitors" |
*
* @param {Ins_VisitorsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_visitors = /** @type {((inputs?: Ins_VisitorsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_VisitorsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_visitors(inputs)
	if (locale === "fr") return fr_ins_visitors(inputs)
	if (locale === "es") return es_ins_visitors(inputs)
	if (locale === "pt-BR") return pt_br2_ins_visitors(inputs)
	if (locale === "ja") return ja_ins_visitors(inputs)
	if (locale === "ko") return ko_ins_visitors(inputs)
	return en_ins_visitors(inputs)
});