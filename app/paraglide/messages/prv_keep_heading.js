/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Prv_Keep_HeadingInputs */

const en_prv_keep_heading = /** @type {(inputs: Prv_Keep_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How long we keep it`)
};

const de_prv_keep_heading = /** @type {(inputs: Prv_Keep_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie lange wir sie aufbewahren`)
};

const fr_prv_keep_heading = /** @type {(inputs: Prv_Keep_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Durée de conservation`)
};

const es_prv_keep_heading = /** @type {(inputs: Prv_Keep_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuánto tiempo los conservamos`)
};

const pt_br2_prv_keep_heading = /** @type {(inputs: Prv_Keep_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por quanto tempo guardamos`)
};

const ja_prv_keep_heading = /** @type {(inputs: Prv_Keep_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存期間`)
};

const ko_prv_keep_heading = /** @type {(inputs: Prv_Keep_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`보관 기간`)
};

/**
* | output |
* | --- |
* | "How long we keep it" |
*
* @param {Prv_Keep_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_keep_heading = /** @type {((inputs?: Prv_Keep_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_Keep_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_keep_heading(inputs)
	if (locale === "fr") return fr_prv_keep_heading(inputs)
	if (locale === "es") return es_prv_keep_heading(inputs)
	if (locale === "pt-BR") return pt_br2_prv_keep_heading(inputs)
	if (locale === "ja") return ja_prv_keep_heading(inputs)
	if (locale === "ko") return ko_prv_keep_heading(inputs)
	return en_prv_keep_heading(inputs)
});