/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ain_MostInputs */

const en_ain_most = /** @type {(inputs: Ain_MostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Most views`)
};

const de_ain_most = /** @type {(inputs: Ain_MostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meiste Aufrufe`)
};

const fr_ain_most = /** @type {(inputs: Ain_MostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les plus vus`)
};

const es_ain_most = /** @type {(inputs: Ain_MostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más vistos`)
};

const pt_br2_ain_most = /** @type {(inputs: Ain_MostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mais visualizados`)
};

const ja_ain_most = /** @type {(inputs: Ain_MostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閲覧数が多い順`)
};

const ko_ain_most = /** @type {(inputs: Ain_MostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`조회수 많은 순`)
};

/**
* | output |
* | --- |
* | "Most views" |
*
* @param {Ain_MostInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ain_most = /** @type {((inputs?: Ain_MostInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ain_MostInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ain_most(inputs)
	if (locale === "fr") return fr_ain_most(inputs)
	if (locale === "es") return es_ain_most(inputs)
	if (locale === "pt-BR") return pt_br2_ain_most(inputs)
	if (locale === "ja") return ja_ain_most(inputs)
	if (locale === "ko") return ko_ain_most(inputs)
	return en_ain_most(inputs)
});