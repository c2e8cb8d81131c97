/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Prv_Stats_HeadingInputs */

const en_prv_stats_heading = /** @type {(inputs: Prv_Stats_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing statistics`)
};

const de_prv_stats_heading = /** @type {(inputs: Prv_Stats_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiken zu Einträgen`)
};

const fr_prv_stats_heading = /** @type {(inputs: Prv_Stats_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiques des fiches`)
};

const es_prv_stats_heading = /** @type {(inputs: Prv_Stats_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estadísticas de las fichas`)
};

const pt_br2_prv_stats_heading = /** @type {(inputs: Prv_Stats_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estatísticas dos anúncios`)
};

const ja_prv_stats_heading = /** @type {(inputs: Prv_Stats_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`掲載の統計`)
};

const ko_prv_stats_heading = /** @type {(inputs: Prv_Stats_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`등록 정보 통계`)
};

/**
* | output |
* | --- |
* | "Listing statistics" |
*
* @param {Prv_Stats_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_stats_heading = /** @type {((inputs?: Prv_Stats_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_Stats_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_stats_heading(inputs)
	if (locale === "fr") return fr_prv_stats_heading(inputs)
	if (locale === "es") return es_prv_stats_heading(inputs)
	if (locale === "pt-BR") return pt_br2_prv_stats_heading(inputs)
	if (locale === "ja") return ja_prv_stats_heading(inputs)
	if (locale === "ko") return ko_prv_stats_heading(inputs)
	return en_prv_stats_heading(inputs)
});