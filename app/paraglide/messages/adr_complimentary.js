/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_ComplimentaryInputs */

const en_adr_complimentary = /** @type {(inputs: Adr_ComplimentaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`complimentary listing`)
};

const de_adr_complimentary = /** @type {(inputs: Adr_ComplimentaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`kostenloser Eintrag`)
};

const fr_adr_complimentary = /** @type {(inputs: Adr_ComplimentaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`référencement offert`)
};

const es_adr_complimentary = /** @type {(inputs: Adr_ComplimentaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`anuncio gratuito`)
};

const pt_br2_adr_complimentary = /** @type {(inputs: Adr_ComplimentaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`listagem cortesia`)
};

const ja_adr_complimentary = /** @type {(inputs: Adr_ComplimentaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無償掲載`)
};

const ko_adr_complimentary = /** @type {(inputs: Adr_ComplimentaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`무료 등재`)
};

/**
* | output |
* | --- |
* | "complimentary listing" |
*
* @param {Adr_ComplimentaryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_complimentary = /** @type {((inputs?: Adr_ComplimentaryInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_ComplimentaryInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_complimentary(inputs)
	if (locale === "fr") return fr_adr_complimentary(inputs)
	if (locale === "es") return es_adr_complimentary(inputs)
	if (locale === "pt-BR") return pt_br2_adr_complimentary(inputs)
	if (locale === "ja") return ja_adr_complimentary(inputs)
	if (locale === "ko") return ko_adr_complimentary(inputs)
	return en_adr_complimentary(inputs)
});