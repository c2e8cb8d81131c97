/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_NoneInputs */

const en_adr_none = /** @type {(inputs: Adr_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

const de_adr_none = /** @type {(inputs: Adr_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`keine`)
};

const fr_adr_none = /** @type {(inputs: Adr_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aucun`)
};

const es_adr_none = /** @type {(inputs: Adr_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguno`)
};

const pt_br2_adr_none = /** @type {(inputs: Adr_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nenhum`)
};

const ja_adr_none = /** @type {(inputs: Adr_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`なし`)
};

const ko_adr_none = /** @type {(inputs: Adr_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`없음`)
};

/**
* | output |
* | --- |
* | "none" |
*
* @param {Adr_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_none = /** @type {((inputs?: Adr_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_NoneInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_none(inputs)
	if (locale === "fr") return fr_adr_none(inputs)
	if (locale === "es") return es_adr_none(inputs)
	if (locale === "pt-BR") return pt_br2_adr_none(inputs)
	if (locale === "ja") return ja_adr_none(inputs)
	if (locale === "ko") return ko_adr_none(inputs)
	return en_adr_none(inputs)
});