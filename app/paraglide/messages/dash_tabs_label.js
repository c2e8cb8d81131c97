/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Tabs_LabelInputs */

const en_dash_tabs_label = /** @type {(inputs: Dash_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard sections`)
};

const de_dash_tabs_label = /** @type {(inputs: Dash_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard-Bereiche`)
};

const fr_dash_tabs_label = /** @type {(inputs: Dash_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sections du tableau de bord`)
};

const es_dash_tabs_label = /** @type {(inputs: Dash_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secciones del panel`)
};

const pt_br2_dash_tabs_label = /** @type {(inputs: Dash_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seções do painel`)
};

const ja_dash_tabs_label = /** @type {(inputs: Dash_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ダッシュボードのセクション`)
};

const ko_dash_tabs_label = /** @type {(inputs: Dash_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대시보드 섹션`)
};

/**
* | output |
* | --- |
* | "Dashboard sections" |
*
* @param {Dash_Tabs_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_tabs_label = /** @type {((inputs?: Dash_Tabs_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Tabs_LabelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_tabs_label(inputs)
	if (locale === "fr") return fr_dash_tabs_label(inputs)
	if (locale === "es") return es_dash_tabs_label(inputs)
	if (locale === "pt-BR") return pt_br2_dash_tabs_label(inputs)
	if (locale === "ja") return ja_dash_tabs_label(inputs)
	if (locale === "ko") return ko_dash_tabs_label(inputs)
	return en_dash_tabs_label(inputs)
});