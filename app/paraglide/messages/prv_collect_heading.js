/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Prv_Collect_HeadingInputs */

const en_prv_collect_heading = /** @type {(inputs: Prv_Collect_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What we collect`)
};

const de_prv_collect_heading = /** @type {(inputs: Prv_Collect_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was wir erheben`)
};

const fr_prv_collect_heading = /** @type {(inputs: Prv_Collect_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que nous collectons`)
};

const es_prv_collect_heading = /** @type {(inputs: Prv_Collect_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué recogemos`)
};

const pt_br2_prv_collect_heading = /** @type {(inputs: Prv_Collect_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que coletamos`)
};

const ja_prv_collect_heading = /** @type {(inputs: Prv_Collect_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`収集する情報`)
};

const ko_prv_collect_heading = /** @type {(inputs: Prv_Collect_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`수집하는 정보`)
};

/**
* | output |
* | --- |
* | "What we collect" |
*
* @param {Prv_Collect_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_collect_heading = /** @type {((inputs?: Prv_Collect_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_Collect_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_collect_heading(inputs)
	if (locale === "fr") return fr_prv_collect_heading(inputs)
	if (locale === "es") return es_prv_collect_heading(inputs)
	if (locale === "pt-BR") return pt_br2_prv_collect_heading(inputs)
	if (locale === "ja") return ja_prv_collect_heading(inputs)
	if (locale === "ko") return ko_prv_collect_heading(inputs)
	return en_prv_collect_heading(inputs)
});