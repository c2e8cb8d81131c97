/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Meta_TitleInputs */

const en_dash_meta_title = /** @type {(inputs: Dash_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard | LAN Center Network`)
};

const de_dash_meta_title = /** @type {(inputs: Dash_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard | LAN Center Network`)
};

const fr_dash_meta_title = /** @type {(inputs: Dash_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tableau de bord | LAN Center Network`)
};

const es_dash_meta_title = /** @type {(inputs: Dash_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panel | LAN Center Network`)
};

const pt_br2_dash_meta_title = /** @type {(inputs: Dash_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Painel | LAN Center Network`)
};

const ja_dash_meta_title = /** @type {(inputs: Dash_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ダッシュボード | LAN Center Network`)
};

const ko_dash_meta_title = /** @type {(inputs: Dash_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대시보드 | LAN Center Network`)
};

/**
* | output |
* | --- |
* | "Dashboard \| LAN Center Network" |
*
* @param {Dash_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_meta_title = /** @type {((inputs?: Dash_Meta_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Meta_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_meta_title(inputs)
	if (locale === "fr") return fr_dash_meta_title(inputs)
	if (locale === "es") return es_dash_meta_title(inputs)
	if (locale === "pt-BR") return pt_br2_dash_meta_title(inputs)
	if (locale === "ja") return ja_dash_meta_title(inputs)
	if (locale === "ko") return ko_dash_meta_title(inputs)
	return en_dash_meta_title(inputs)
});