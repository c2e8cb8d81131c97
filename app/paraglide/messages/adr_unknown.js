/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_UnknownInputs */

const en_adr_unknown = /** @type {(inputs: Adr_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unknown`)
};

const de_adr_unknown = /** @type {(inputs: Adr_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unbekannt`)
};

const fr_adr_unknown = /** @type {(inputs: Adr_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`inconnu`)
};

const es_adr_unknown = /** @type {(inputs: Adr_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`desconocido`)
};

const pt_br2_adr_unknown = /** @type {(inputs: Adr_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`desconhecido`)
};

const ja_adr_unknown = /** @type {(inputs: Adr_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不明`)
};

const ko_adr_unknown = /** @type {(inputs: Adr_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`알 수 없음`)
};

/**
* | output |
* | --- |
* | "unknown" |
*
* @param {Adr_UnknownInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_unknown = /** @type {((inputs?: Adr_UnknownInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_UnknownInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_unknown(inputs)
	if (locale === "fr") return fr_adr_unknown(inputs)
	if (locale === "es") return es_adr_unknown(inputs)
	if (locale === "pt-BR") return pt_br2_adr_unknown(inputs)
	if (locale === "ja") return ja_adr_unknown(inputs)
	if (locale === "ko") return ko_adr_unknown(inputs)
	return en_adr_unknown(inputs)
});