/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ctc_HeadingInputs */

const en_ctc_heading = /** @type {(inputs: Ctc_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacts`)
};

const de_ctc_heading = /** @type {(inputs: Ctc_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontakte`)
};

const fr_ctc_heading = /** @type {(inputs: Ctc_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacts`)
};

const es_ctc_heading = /** @type {(inputs: Ctc_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contactos`)
};

const pt_br2_ctc_heading = /** @type {(inputs: Ctc_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contatos`)
};

const ja_ctc_heading = /** @type {(inputs: Ctc_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`連絡先`)
};

const ko_ctc_heading = /** @type {(inputs: Ctc_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`연락처`)
};

/**
* | output |
* | --- |
* | "Contacts" |
*
* @param {Ctc_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ctc_heading = /** @type {((inputs?: Ctc_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ctc_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ctc_heading(inputs)
	if (locale === "fr") return fr_ctc_heading(inputs)
	if (locale === "es") return es_ctc_heading(inputs)
	if (locale === "pt-BR") return pt_br2_ctc_heading(inputs)
	if (locale === "ja") return ja_ctc_heading(inputs)
	if (locale === "ko") return ko_ctc_heading(inputs)
	return en_ctc_heading(inputs)
});