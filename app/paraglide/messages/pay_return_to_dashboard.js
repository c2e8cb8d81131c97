/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Return_To_DashboardInputs */

const en_pay_return_to_dashboard = /** @type {(inputs: Pay_Return_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return to Dashboard`)
};

const de_pay_return_to_dashboard = /** @type {(inputs: Pay_Return_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zum Dashboard`)
};

const fr_pay_return_to_dashboard = /** @type {(inputs: Pay_Return_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revenir au tableau de bord`)
};

const es_pay_return_to_dashboard = /** @type {(inputs: Pay_Return_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regresar al panel`)
};

const pt_br2_pay_return_to_dashboard = /** @type {(inputs: Pay_Return_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retornar ao painel`)
};

const ja_pay_return_to_dashboard = /** @type {(inputs: Pay_Return_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ダッシュボードへ戻る`)
};

const ko_pay_return_to_dashboard = /** @type {(inputs: Pay_Return_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대시보드로 이동`)
};

/**
* | output |
* | --- |
* | "Return to Dashboard" |
*
* @param {Pay_Return_To_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_return_to_dashboard = /** @type {((inputs?: Pay_Return_To_DashboardInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Return_To_DashboardInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_return_to_dashboard(inputs)
	if (locale === "fr") return fr_pay_return_to_dashboard(inputs)
	if (locale === "es") return es_pay_return_to_dashboard(inputs)
	if (locale === "pt-BR") return pt_br2_pay_return_to_dashboard(inputs)
	if (locale === "ja") return ja_pay_return_to_dashboard(inputs)
	if (locale === "ko") return ko_pay_return_to_dashboard(inputs)
	return en_pay_return_to_dashboard(inputs)
});