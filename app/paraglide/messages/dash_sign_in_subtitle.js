/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Sign_In_SubtitleInputs */

const en_dash_sign_in_subtitle = /** @type {(inputs: Dash_Sign_In_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to view your dashboard.`)
};

const de_dash_sign_in_subtitle = /** @type {(inputs: Dash_Sign_In_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte melde dich an, um dein Dashboard zu sehen.`)
};

const fr_dash_sign_in_subtitle = /** @type {(inputs: Dash_Sign_In_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vous connecter pour voir votre tableau de bord.`)
};

const es_dash_sign_in_subtitle = /** @type {(inputs: Dash_Sign_In_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para ver tu panel.`)
};

const pt_br2_dash_sign_in_subtitle = /** @type {(inputs: Dash_Sign_In_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faça login para ver seu painel.`)
};

const ja_dash_sign_in_subtitle = /** @type {(inputs: Dash_Sign_In_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ダッシュボードを表示するにはサインインしてください。`)
};

const ko_dash_sign_in_subtitle = /** @type {(inputs: Dash_Sign_In_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대시보드를 보려면 로그인하세요.`)
};

/**
* | output |
* | --- |
* | "Please sign in to view your dashboard." |
*
* @param {Dash_Sign_In_SubtitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_sign_in_subtitle = /** @type {((inputs?: Dash_Sign_In_SubtitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Sign_In_SubtitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_sign_in_subtitle(inputs)
	if (locale === "fr") return fr_dash_sign_in_subtitle(inputs)
	if (locale === "es") return es_dash_sign_in_subtitle(inputs)
	if (locale === "pt-BR") return pt_br2_dash_sign_in_subtitle(inputs)
	if (locale === "ja") return ja_dash_sign_in_subtitle(inputs)
	if (locale === "ko") return ko_dash_sign_in_subtitle(inputs)
	return en_dash_sign_in_subtitle(inputs)
});