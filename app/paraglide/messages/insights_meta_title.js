/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_Meta_TitleInputs */

const en_insights_meta_title = /** @type {(inputs: Insights_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insights | LAN Center Network`)
};

const de_insights_meta_title = /** @type {(inputs: Insights_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiken | LAN Center Network`)
};

const fr_insights_meta_title = /** @type {(inputs: Insights_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiques | LAN Center Network`)
};

const es_insights_meta_title = /** @type {(inputs: Insights_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estadísticas | LAN Center Network`)
};

const pt_br2_insights_meta_title = /** @type {(inputs: Insights_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estatísticas | LAN Center Network`)
};

const ja_insights_meta_title = /** @type {(inputs: Insights_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`インサイト | LAN Center Network`)
};

const ko_insights_meta_title = /** @type {(inputs: Insights_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`인사이트 | LAN Center Network`)
};

/**
* | output |
* | --- |
* | "Insights \| LAN Center Network" |
*
* @param {Insights_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const insights_meta_title = /** @type {((inputs?: Insights_Meta_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Meta_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_insights_meta_title(inputs)
	if (locale === "fr") return fr_insights_meta_title(inputs)
	if (locale === "es") return es_insights_meta_title(inputs)
	if (locale === "pt-BR") return pt_br2_insights_meta_title(inputs)
	if (locale === "ja") return ja_insights_meta_title(inputs)
	if (locale === "ko") return ko_insights_meta_title(inputs)
	return en_insights_meta_title(inputs)
});