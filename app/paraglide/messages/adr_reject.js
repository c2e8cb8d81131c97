/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_RejectInputs */

const en_adr_reject = /** @type {(inputs: Adr_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reject`)
};

const de_adr_reject = /** @type {(inputs: Adr_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ablehnen`)
};

const fr_adr_reject = /** @type {(inputs: Adr_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refuser`)
};

const es_adr_reject = /** @type {(inputs: Adr_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazar`)
};

const pt_br2_adr_reject = /** @type {(inputs: Adr_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejeitar`)
};

const ja_adr_reject = /** @type {(inputs: Adr_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`却下する`)
};

const ko_adr_reject = /** @type {(inputs: Adr_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`거부`)
};

/**
* | output |
* | --- |
* | "Reject" |
*
* @param {Adr_RejectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_reject = /** @type {((inputs?: Adr_RejectInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_RejectInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_reject(inputs)
	if (locale === "fr") return fr_adr_reject(inputs)
	if (locale === "es") return es_adr_reject(inputs)
	if (locale === "pt-BR") return pt_br2_adr_reject(inputs)
	if (locale === "ja") return ja_adr_reject(inputs)
	if (locale === "ko") return ko_adr_reject(inputs)
	return en_adr_reject(inputs)
});