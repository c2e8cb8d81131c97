/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_NowInputs */

const en_adr_now = /** @type {(inputs: Adr_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Now`)
};

const de_adr_now = /** @type {(inputs: Adr_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jetzt`)
};

const fr_adr_now = /** @type {(inputs: Adr_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actuel`)
};

const es_adr_now = /** @type {(inputs: Adr_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora`)
};

const pt_br2_adr_now = /** @type {(inputs: Adr_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atual`)
};

const ja_adr_now = /** @type {(inputs: Adr_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`現在`)
};

const ko_adr_now = /** @type {(inputs: Adr_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`현재`)
};

/**
* | output |
* | --- |
* | "Now" |
*
* @param {Adr_NowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_now = /** @type {((inputs?: Adr_NowInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_NowInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_now(inputs)
	if (locale === "fr") return fr_adr_now(inputs)
	if (locale === "es") return es_adr_now(inputs)
	if (locale === "pt-BR") return pt_br2_adr_now(inputs)
	if (locale === "ja") return ja_adr_now(inputs)
	if (locale === "ko") return ko_adr_now(inputs)
	return en_adr_now(inputs)
});