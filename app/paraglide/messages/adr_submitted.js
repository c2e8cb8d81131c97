/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_SubmittedInputs */

const en_adr_submitted = /** @type {(inputs: Adr_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submitted`)
};

const de_adr_submitted = /** @type {(inputs: Adr_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eingereicht`)
};

const fr_adr_submitted = /** @type {(inputs: Adr_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soumis`)
};

const es_adr_submitted = /** @type {(inputs: Adr_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviado`)
};

const pt_br2_adr_submitted = /** @type {(inputs: Adr_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviado`)
};

const ja_adr_submitted = /** @type {(inputs: Adr_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`提出日時`)
};

const ko_adr_submitted = /** @type {(inputs: Adr_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`제출`)
};

/**
* | output |
* | --- |
* | "Submitted" |
*
* @param {Adr_SubmittedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_submitted = /** @type {((inputs?: Adr_SubmittedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_SubmittedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_submitted(inputs)
	if (locale === "fr") return fr_adr_submitted(inputs)
	if (locale === "es") return es_adr_submitted(inputs)
	if (locale === "pt-BR") return pt_br2_adr_submitted(inputs)
	if (locale === "ja") return ja_adr_submitted(inputs)
	if (locale === "ko") return ko_adr_submitted(inputs)
	return en_adr_submitted(inputs)
});