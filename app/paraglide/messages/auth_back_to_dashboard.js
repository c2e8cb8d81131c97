/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Back_To_DashboardInputs */

const en_auth_back_to_dashboard = /** @type {(inputs: Auth_Back_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Dashboard`)
};

const de_auth_back_to_dashboard = /** @type {(inputs: Auth_Back_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zum Dashboard`)
};

const fr_auth_back_to_dashboard = /** @type {(inputs: Auth_Back_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour au tableau de bord`)
};

const es_auth_back_to_dashboard = /** @type {(inputs: Auth_Back_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver al panel`)
};

const pt_br2_auth_back_to_dashboard = /** @type {(inputs: Auth_Back_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voltar ao painel`)
};

const ja_auth_back_to_dashboard = /** @type {(inputs: Auth_Back_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ダッシュボードに戻る`)
};

const ko_auth_back_to_dashboard = /** @type {(inputs: Auth_Back_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대시보드로 돌아가기`)
};

/**
* | output |
* | --- |
* | "Back to Dashboard" |
*
* @param {Auth_Back_To_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_back_to_dashboard = /** @type {((inputs?: Auth_Back_To_DashboardInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Back_To_DashboardInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_back_to_dashboard(inputs)
	if (locale === "fr") return fr_auth_back_to_dashboard(inputs)
	if (locale === "es") return es_auth_back_to_dashboard(inputs)
	if (locale === "pt-BR") return pt_br2_auth_back_to_dashboard(inputs)
	if (locale === "ja") return ja_auth_back_to_dashboard(inputs)
	if (locale === "ko") return ko_auth_back_to_dashboard(inputs)
	return en_auth_back_to_dashboard(inputs)
});