/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Success_DashboardInputs */

const en_auth_success_dashboard = /** @type {(inputs: Auth_Success_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to Dashboard`)
};

const de_auth_success_dashboard = /** @type {(inputs: Auth_Success_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Dashboard`)
};

const fr_auth_success_dashboard = /** @type {(inputs: Auth_Success_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller au tableau de bord`)
};

const es_auth_success_dashboard = /** @type {(inputs: Auth_Success_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir al panel`)
};

const pt_br2_auth_success_dashboard = /** @type {(inputs: Auth_Success_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir para o painel`)
};

const ja_auth_success_dashboard = /** @type {(inputs: Auth_Success_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ダッシュボードへ`)
};

const ko_auth_success_dashboard = /** @type {(inputs: Auth_Success_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대시보드로 이동`)
};

/**
* | output |
* | --- |
* | "Go to Dashboard" |
*
* @param {Auth_Success_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_success_dashboard = /** @type {((inputs?: Auth_Success_DashboardInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Success_DashboardInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_success_dashboard(inputs)
	if (locale === "fr") return fr_auth_success_dashboard(inputs)
	if (locale === "es") return es_auth_success_dashboard(inputs)
	if (locale === "pt-BR") return pt_br2_auth_success_dashboard(inputs)
	if (locale === "ja") return ja_auth_success_dashboard(inputs)
	if (locale === "ko") return ko_auth_success_dashboard(inputs)
	return en_auth_success_dashboard(inputs)
});