/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adm_Login_Go_DashboardInputs */

const en_adm_login_go_dashboard = /** @type {(inputs: Adm_Login_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to Dashboard`)
};

const de_adm_login_go_dashboard = /** @type {(inputs: Adm_Login_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Dashboard`)
};

const fr_adm_login_go_dashboard = /** @type {(inputs: Adm_Login_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller au tableau de bord`)
};

const es_adm_login_go_dashboard = /** @type {(inputs: Adm_Login_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir al panel`)
};

const pt_br2_adm_login_go_dashboard = /** @type {(inputs: Adm_Login_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir para o painel`)
};

const ja_adm_login_go_dashboard = /** @type {(inputs: Adm_Login_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ダッシュボードへ`)
};

const ko_adm_login_go_dashboard = /** @type {(inputs: Adm_Login_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대시보드로 이동`)
};

/**
* | output |
* | --- |
* | "Go to Dashboard" |
*
* @param {Adm_Login_Go_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_login_go_dashboard = /** @type {((inputs?: Adm_Login_Go_DashboardInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adm_Login_Go_DashboardInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adm_login_go_dashboard(inputs)
	if (locale === "fr") return fr_adm_login_go_dashboard(inputs)
	if (locale === "es") return es_adm_login_go_dashboard(inputs)
	if (locale === "pt-BR") return pt_br2_adm_login_go_dashboard(inputs)
	if (locale === "ja") return ja_adm_login_go_dashboard(inputs)
	if (locale === "ko") return ko_adm_login_go_dashboard(inputs)
	return en_adm_login_go_dashboard(inputs)
});