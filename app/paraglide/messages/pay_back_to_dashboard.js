/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Back_To_DashboardInputs */

const en_pay_back_to_dashboard = /** @type {(inputs: Pay_Back_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Dashboard`)
};

const de_pay_back_to_dashboard = /** @type {(inputs: Pay_Back_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zum Dashboard`)
};

const fr_pay_back_to_dashboard = /** @type {(inputs: Pay_Back_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour au tableau de bord`)
};

const es_pay_back_to_dashboard = /** @type {(inputs: Pay_Back_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver al panel`)
};

const pt_br2_pay_back_to_dashboard = /** @type {(inputs: Pay_Back_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voltar ao painel`)
};

const ja_pay_back_to_dashboard = /** @type {(inputs: Pay_Back_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ダッシュボードに戻る`)
};

const ko_pay_back_to_dashboard = /** @type {(inputs: Pay_Back_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대시보드로 돌아가기`)
};

/**
* | output |
* | --- |
* | "Back to Dashboard" |
*
* @param {Pay_Back_To_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pay_back_to_dashboard = /** @type {((inputs?: Pay_Back_To_DashboardInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Back_To_DashboardInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pay_back_to_dashboard(inputs)
	if (locale === "fr") return fr_pay_back_to_dashboard(inputs)
	if (locale === "es") return es_pay_back_to_dashboard(inputs)
	if (locale === "pt-BR") return pt_br2_pay_back_to_dashboard(inputs)
	if (locale === "ja") return ja_pay_back_to_dashboard(inputs)
	if (locale === "ko") return ko_pay_back_to_dashboard(inputs)
	return en_pay_back_to_dashboard(inputs)
});