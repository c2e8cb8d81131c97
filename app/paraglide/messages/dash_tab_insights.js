/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Tab_InsightsInputs */

const en_dash_tab_insights = /** @type {(inputs: Dash_Tab_InsightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insights`)
};

const de_dash_tab_insights = /** @type {(inputs: Dash_Tab_InsightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiken`)
};

const fr_dash_tab_insights = /** @type {(inputs: Dash_Tab_InsightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiques`)
};

const es_dash_tab_insights = /** @type {(inputs: Dash_Tab_InsightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estadísticas`)
};

const pt_br2_dash_tab_insights = /** @type {(inputs: Dash_Tab_InsightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estatísticas`)
};

const ja_dash_tab_insights = /** @type {(inputs: Dash_Tab_InsightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`インサイト`)
};

const ko_dash_tab_insights = /** @type {(inputs: Dash_Tab_InsightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`인사이트`)
};

/**
* | output |
* | --- |
* | "Insights" |
*
* @param {Dash_Tab_InsightsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_tab_insights = /** @type {((inputs?: Dash_Tab_InsightsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Tab_InsightsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_tab_insights(inputs)
	if (locale === "fr") return fr_dash_tab_insights(inputs)
	if (locale === "es") return es_dash_tab_insights(inputs)
	if (locale === "pt-BR") return pt_br2_dash_tab_insights(inputs)
	if (locale === "ja") return ja_dash_tab_insights(inputs)
	if (locale === "ko") return ko_dash_tab_insights(inputs)
	return en_dash_tab_insights(inputs)
});