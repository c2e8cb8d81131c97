/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_Metric_Featured_AppearanceInputs */

const en_ins_metric_featured_appearance = /** @type {(inputs: Ins_Metric_Featured_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shown in featured positions`)
};

const de_ins_metric_featured_appearance = /** @type {(inputs: Ins_Metric_Featured_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An hervorgehobenen Plätzen gezeigt`)
};

const fr_ins_metric_featured_appearance = /** @type {(inputs: Ins_Metric_Featured_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affichée en position mise en avant`)
};

const es_ins_metric_featured_appearance = /** @type {(inputs: Ins_Metric_Featured_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrado en posiciones destacadas`)
};

const pt_br2_ins_metric_featured_appearance = /** @type {(inputs: Ins_Metric_Featured_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exibido em posições de destaque`)
};

const ja_ins_metric_featured_appearance = /** @type {(inputs: Ins_Metric_Featured_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注目枠での表示回数`)
};

const ko_ins_metric_featured_appearance = /** @type {(inputs: Ins_Metric_Featured_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`추천 위치 노출 수`)
};

/**
* | output |
* | --- |
* | "Shown in featured positions" |
*
* @param {Ins_Metric_Featured_AppearanceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_metric_featured_appearance = /** @type {((inputs?: Ins_Metric_Featured_AppearanceInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_Metric_Featured_AppearanceInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_metric_featured_appearance(inputs)
	if (locale === "fr") return fr_ins_metric_featured_appearance(inputs)
	if (locale === "es") return es_ins_metric_featured_appearance(inputs)
	if (locale === "pt-BR") return pt_br2_ins_metric_featured_appearance(inputs)
	if (locale === "ja") return ja_ins_metric_featured_appearance(inputs)
	if (locale === "ko") return ko_ins_metric_featured_appearance(inputs)
	return en_ins_metric_featured_appearance(inputs)
});