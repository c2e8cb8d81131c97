/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Go_DashboardInputs */

const en_reg_go_dashboard = /** @type {(inputs: Reg_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to Dashboard`)
};

const de_reg_go_dashboard = /** @type {(inputs: Reg_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Dashboard`)
};

const fr_reg_go_dashboard = /** @type {(inputs: Reg_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller au tableau de bord`)
};

const es_reg_go_dashboard = /** @type {(inputs: Reg_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir al panel`)
};

const pt_br2_reg_go_dashboard = /** @type {(inputs: Reg_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir para o painel`)
};

const ja_reg_go_dashboard = /** @type {(inputs: Reg_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ダッシュボードへ`)
};

const ko_reg_go_dashboard = /** @type {(inputs: Reg_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대시보드로 이동`)
};

/**
* | output |
* | --- |
* | "Go to Dashboard" |
*
* @param {Reg_Go_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_go_dashboard = /** @type {((inputs?: Reg_Go_DashboardInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Go_DashboardInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_go_dashboard(inputs)
	if (locale === "fr") return fr_reg_go_dashboard(inputs)
	if (locale === "es") return es_reg_go_dashboard(inputs)
	if (locale === "pt-BR") return pt_br2_reg_go_dashboard(inputs)
	if (locale === "ja") return ja_reg_go_dashboard(inputs)
	if (locale === "ko") return ko_reg_go_dashboard(inputs)
	return en_reg_go_dashboard(inputs)
});