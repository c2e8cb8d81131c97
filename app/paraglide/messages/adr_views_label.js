/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Views_LabelInputs */

const en_adr_views_label = /** @type {(inputs: Adr_Views_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review views`)
};

const de_adr_views_label = /** @type {(inputs: Adr_Views_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ansichten der Prüfung`)
};

const fr_adr_views_label = /** @type {(inputs: Adr_Views_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vues de la vérification`)
};

const es_adr_views_label = /** @type {(inputs: Adr_Views_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vistas de revisión`)
};

const pt_br2_adr_views_label = /** @type {(inputs: Adr_Views_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visualizações da revisão`)
};

const ja_adr_views_label = /** @type {(inputs: Adr_Views_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`審査の表示`)
};

const ko_adr_views_label = /** @type {(inputs: Adr_Views_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`검토 보기`)
};

/**
* | output |
* | --- |
* | "Review views" |
*
* @param {Adr_Views_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_views_label = /** @type {((inputs?: Adr_Views_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Views_LabelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_views_label(inputs)
	if (locale === "fr") return fr_adr_views_label(inputs)
	if (locale === "es") return es_adr_views_label(inputs)
	if (locale === "pt-BR") return pt_br2_adr_views_label(inputs)
	if (locale === "ja") return ja_adr_views_label(inputs)
	if (locale === "ko") return ko_adr_views_label(inputs)
	return en_adr_views_label(inputs)
});