/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Network_InsightsInputs */

const en_nav_network_insights = /** @type {(inputs: Nav_Network_InsightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Network insights`)
};

const de_nav_network_insights = /** @type {(inputs: Nav_Network_InsightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Netzwerk-Statistik`)
};

const fr_nav_network_insights = /** @type {(inputs: Nav_Network_InsightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiques du réseau`)
};

const es_nav_network_insights = /** @type {(inputs: Nav_Network_InsightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estadísticas de la red`)
};

const pt_br2_nav_network_insights = /** @type {(inputs: Nav_Network_InsightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estatísticas da rede`)
};

const ja_nav_network_insights = /** @type {(inputs: Nav_Network_InsightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ネットワーク統計`)
};

const ko_nav_network_insights = /** @type {(inputs: Nav_Network_InsightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`네트워크 통계`)
};

/**
* | output |
* | --- |
* | "Network insights" |
*
* @param {Nav_Network_InsightsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const nav_network_insights = /** @type {((inputs?: Nav_Network_InsightsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Network_InsightsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_nav_network_insights(inputs)
	if (locale === "fr") return fr_nav_network_insights(inputs)
	if (locale === "es") return es_nav_network_insights(inputs)
	if (locale === "pt-BR") return pt_br2_nav_network_insights(inputs)
	if (locale === "ja") return ja_nav_network_insights(inputs)
	if (locale === "ko") return ko_nav_network_insights(inputs)
	return en_nav_network_insights(inputs)
});