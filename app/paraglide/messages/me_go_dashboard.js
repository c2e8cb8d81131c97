/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Go_DashboardInputs */

const en_me_go_dashboard = /** @type {(inputs: Me_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to your dashboard`)
};

const de_me_go_dashboard = /** @type {(inputs: Me_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu deinem Dashboard`)
};

const fr_me_go_dashboard = /** @type {(inputs: Me_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à votre tableau de bord`)
};

const es_me_go_dashboard = /** @type {(inputs: Me_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a tu panel`)
};

const pt_br2_me_go_dashboard = /** @type {(inputs: Me_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir para o seu painel`)
};

const ja_me_go_dashboard = /** @type {(inputs: Me_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ダッシュボードへ`)
};

const ko_me_go_dashboard = /** @type {(inputs: Me_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대시보드로 이동`)
};

/**
* | output |
* | --- |
* | "Go to your dashboard" |
*
* @param {Me_Go_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_go_dashboard = /** @type {((inputs?: Me_Go_DashboardInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Go_DashboardInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_go_dashboard(inputs)
	if (locale === "fr") return fr_me_go_dashboard(inputs)
	if (locale === "es") return es_me_go_dashboard(inputs)
	if (locale === "pt-BR") return pt_br2_me_go_dashboard(inputs)
	if (locale === "ja") return ja_me_go_dashboard(inputs)
	if (locale === "ko") return ko_me_go_dashboard(inputs)
	return en_me_go_dashboard(inputs)
});