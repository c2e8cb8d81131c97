/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_TitleInputs */

const en_pub_rg_title = /** @type {(inputs: Pub_Rg_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review Guidelines`)
};

const de_pub_rg_title = /** @type {(inputs: Pub_Rg_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertungsrichtlinien`)
};

const fr_pub_rg_title = /** @type {(inputs: Pub_Rg_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Règles de publication des avis`)
};

const es_pub_rg_title = /** @type {(inputs: Pub_Rg_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Normas de reseñas`)
};

const pt_br2_pub_rg_title = /** @type {(inputs: Pub_Rg_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diretrizes de avaliação`)
};

const ja_pub_rg_title = /** @type {(inputs: Pub_Rg_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビューガイドライン`)
};

const ko_pub_rg_title = /** @type {(inputs: Pub_Rg_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰 가이드라인`)
};

/**
* | output |
* | --- |
* | "Review Guidelines" |
*
* @param {Pub_Rg_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_title = /** @type {((inputs?: Pub_Rg_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_title(inputs)
	if (locale === "fr") return fr_pub_rg_title(inputs)
	if (locale === "es") return es_pub_rg_title(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_title(inputs)
	if (locale === "ja") return ja_pub_rg_title(inputs)
	if (locale === "ko") return ko_pub_rg_title(inputs)
	return en_pub_rg_title(inputs)
});