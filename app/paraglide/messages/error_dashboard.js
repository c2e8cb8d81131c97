/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_DashboardInputs */

const en_error_dashboard = /** @type {(inputs: Error_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to Dashboard`)
};

const de_error_dashboard = /** @type {(inputs: Error_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Dashboard`)
};

const fr_error_dashboard = /** @type {(inputs: Error_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller au tableau de bord`)
};

const es_error_dashboard = /** @type {(inputs: Error_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir al panel`)
};

const pt_br2_error_dashboard = /** @type {(inputs: Error_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir para o painel`)
};

const ja_error_dashboard = /** @type {(inputs: Error_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ダッシュボードへ`)
};

const ko_error_dashboard = /** @type {(inputs: Error_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대시보드로 이동`)
};

/**
* | output |
* | --- |
* | "Go to Dashboard" |
*
* @param {Error_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const error_dashboard = /** @type {((inputs?: Error_DashboardInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_DashboardInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_dashboard(inputs)
	if (locale === "fr") return fr_error_dashboard(inputs)
	if (locale === "es") return es_error_dashboard(inputs)
	if (locale === "pt-BR") return pt_br2_error_dashboard(inputs)
	if (locale === "ja") return ja_error_dashboard(inputs)
	if (locale === "ko") return ko_error_dashboard(inputs)
	return en_error_dashboard(inputs)
});