/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_TitleInputs */

const en_arv_title = /** @type {(inputs: Arv_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews`)
};

const de_arv_title = /** @type {(inputs: Arv_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertungen`)
};

const fr_arv_title = /** @type {(inputs: Arv_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis`)
};

const es_arv_title = /** @type {(inputs: Arv_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reseñas`)
};

const pt_br2_arv_title = /** @type {(inputs: Arv_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avaliações`)
};

const ja_arv_title = /** @type {(inputs: Arv_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビュー`)
};

const ko_arv_title = /** @type {(inputs: Arv_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰`)
};

/**
* | output |
* | --- |
* | "Reviews" |
*
* @param {Arv_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_title = /** @type {((inputs?: Arv_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_title(inputs)
	if (locale === "fr") return fr_arv_title(inputs)
	if (locale === "es") return es_arv_title(inputs)
	if (locale === "pt-BR") return pt_br2_arv_title(inputs)
	if (locale === "ja") return ja_arv_title(inputs)
	if (locale === "ko") return ko_arv_title(inputs)
	return en_arv_title(inputs)
});