/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_TitleInputs */

const en_ins_title = /** @type {(inputs: Ins_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insights`)
};

const de_ins_title = /** @type {(inputs: Ins_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiken`)
};

const fr_ins_title = /** @type {(inputs: Ins_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiques`)
};

const es_ins_title = /** @type {(inputs: Ins_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estadísticas`)
};

const pt_br2_ins_title = /** @type {(inputs: Ins_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estatísticas`)
};

const ja_ins_title = /** @type {(inputs: Ins_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`インサイト`)
};

const ko_ins_title = /** @type {(inputs: Ins_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`인사이트`)
};

/**
* | output |
* | --- |
* | "Insights" |
*
* @param {Ins_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_title = /** @type {((inputs?: Ins_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_title(inputs)
	if (locale === "fr") return fr_ins_title(inputs)
	if (locale === "es") return es_ins_title(inputs)
	if (locale === "pt-BR") return pt_br2_ins_title(inputs)
	if (locale === "ja") return ja_ins_title(inputs)
	if (locale === "ko") return ko_ins_title(inputs)
	return en_ins_title(inputs)
});