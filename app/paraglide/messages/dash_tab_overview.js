/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Tab_OverviewInputs */

const en_dash_tab_overview = /** @type {(inputs: Dash_Tab_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overview`)
};

const de_dash_tab_overview = /** @type {(inputs: Dash_Tab_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Übersicht`)
};

const fr_dash_tab_overview = /** @type {(inputs: Dash_Tab_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aperçu`)
};

const es_dash_tab_overview = /** @type {(inputs: Dash_Tab_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resumen`)
};

const pt_br2_dash_tab_overview = /** @type {(inputs: Dash_Tab_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visão geral`)
};

const ja_dash_tab_overview = /** @type {(inputs: Dash_Tab_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`概要`)
};

const ko_dash_tab_overview = /** @type {(inputs: Dash_Tab_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`개요`)
};

/**
* | output |
* | --- |
* | "Overview" |
*
* @param {Dash_Tab_OverviewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_tab_overview = /** @type {((inputs?: Dash_Tab_OverviewInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Tab_OverviewInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_tab_overview(inputs)
	if (locale === "fr") return fr_dash_tab_overview(inputs)
	if (locale === "es") return es_dash_tab_overview(inputs)
	if (locale === "pt-BR") return pt_br2_dash_tab_overview(inputs)
	if (locale === "ja") return ja_dash_tab_overview(inputs)
	if (locale === "ko") return ko_dash_tab_overview(inputs)
	return en_dash_tab_overview(inputs)
});