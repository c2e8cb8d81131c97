/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_ResubmittedInputs */

const en_adr_resubmitted = /** @type {(inputs: Adr_ResubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resubmitted`)
};

const de_adr_resubmitted = /** @type {(inputs: Adr_ResubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erneut eingereicht`)
};

const fr_adr_resubmitted = /** @type {(inputs: Adr_ResubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soumis à nouveau`)
};

const es_adr_resubmitted = /** @type {(inputs: Adr_ResubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reenviado`)
};

const pt_br2_adr_resubmitted = /** @type {(inputs: Adr_ResubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reenviado`)
};

const ja_adr_resubmitted = /** @type {(inputs: Adr_ResubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`再提出`)
};

const ko_adr_resubmitted = /** @type {(inputs: Adr_ResubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`재제출`)
};

/**
* | output |
* | --- |
* | "Resubmitted" |
*
* @param {Adr_ResubmittedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_resubmitted = /** @type {((inputs?: Adr_ResubmittedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_ResubmittedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_resubmitted(inputs)
	if (locale === "fr") return fr_adr_resubmitted(inputs)
	if (locale === "es") return es_adr_resubmitted(inputs)
	if (locale === "pt-BR") return pt_br2_adr_resubmitted(inputs)
	if (locale === "ja") return ja_adr_resubmitted(inputs)
	if (locale === "ko") return ko_adr_resubmitted(inputs)
	return en_adr_resubmitted(inputs)
});