/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ain_TotalsInputs */

const en_ain_totals = /** @type {(inputs: Ain_TotalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totals`)
};

const de_ain_totals = /** @type {(inputs: Ain_TotalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Summen`)
};

const fr_ain_totals = /** @type {(inputs: Ain_TotalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totaux`)
};

const es_ain_totals = /** @type {(inputs: Ain_TotalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totales`)
};

const pt_br2_ain_totals = /** @type {(inputs: Ain_TotalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totais`)
};

const ja_ain_totals = /** @type {(inputs: Ain_TotalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`合計`)
};

const ko_ain_totals = /** @type {(inputs: Ain_TotalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`합계`)
};

/**
* | output |
* | --- |
* | "Totals" |
*
* @param {Ain_TotalsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ain_totals = /** @type {((inputs?: Ain_TotalsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ain_TotalsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ain_totals(inputs)
	if (locale === "fr") return fr_ain_totals(inputs)
	if (locale === "es") return es_ain_totals(inputs)
	if (locale === "pt-BR") return pt_br2_ain_totals(inputs)
	if (locale === "ja") return ja_ain_totals(inputs)
	if (locale === "ko") return ko_ain_totals(inputs)
	return en_ain_totals(inputs)
});