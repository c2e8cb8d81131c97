/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Back_DashboardInputs */

const en_reg_back_dashboard = /** @type {(inputs: Reg_Back_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Dashboard`)
};

const de_reg_back_dashboard = /** @type {(inputs: Reg_Back_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zum Dashboard`)
};

const fr_reg_back_dashboard = /** @type {(inputs: Reg_Back_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour au tableau de bord`)
};

const es_reg_back_dashboard = /** @type {(inputs: Reg_Back_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver al panel`)
};

const pt_br2_reg_back_dashboard = /** @type {(inputs: Reg_Back_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voltar ao painel`)
};

const ja_reg_back_dashboard = /** @type {(inputs: Reg_Back_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ダッシュボードに戻る`)
};

const ko_reg_back_dashboard = /** @type {(inputs: Reg_Back_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대시보드로 돌아가기`)
};

/**
* | output |
* | --- |
* | "Back to Dashboard" |
*
* @param {Reg_Back_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_back_dashboard = /** @type {((inputs?: Reg_Back_DashboardInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Back_DashboardInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_back_dashboard(inputs)
	if (locale === "fr") return fr_reg_back_dashboard(inputs)
	if (locale === "es") return es_reg_back_dashboard(inputs)
	if (locale === "pt-BR") return pt_br2_reg_back_dashboard(inputs)
	if (locale === "ja") return ja_reg_back_dashboard(inputs)
	if (locale === "ko") return ko_reg_back_dashboard(inputs)
	return en_reg_back_dashboard(inputs)
});