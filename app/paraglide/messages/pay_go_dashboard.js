/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Go_DashboardInputs */

const en_pay_go_dashboard = /** @type {(inputs: Pay_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to Dashboard`)
};

const de_pay_go_dashboard = /** @type {(inputs: Pay_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Dashboard`)
};

const fr_pay_go_dashboard = /** @type {(inputs: Pay_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller au tableau de bord`)
};

const es_pay_go_dashboard = /** @type {(inputs: Pay_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir al panel`)
};

const pt_br2_pay_go_dashboard = /** @type {(inputs: Pay_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir para o painel`)
};

const ja_pay_go_dashboard = /** @type {(inputs: Pay_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ダッシュボードへ`)
};

const ko_pay_go_dashboard = /** @type {(inputs: Pay_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대시보드로 가기`)
};

/**
* | output |
* | --- |
* | "Go to Dashboard" |
*
* @param {Pay_Go_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_go_dashboard = /** @type {((inputs?: Pay_Go_DashboardInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Go_DashboardInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_go_dashboard(inputs)
	if (locale === "fr") return fr_pay_go_dashboard(inputs)
	if (locale === "es") return es_pay_go_dashboard(inputs)
	if (locale === "pt-BR") return pt_br2_pay_go_dashboard(inputs)
	if (locale === "ja") return ja_pay_go_dashboard(inputs)
	if (locale === "ko") return ko_pay_go_dashboard(inputs)
	return en_pay_go_dashboard(inputs)
});