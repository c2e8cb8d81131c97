/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ain_FewestInputs */

const en_ain_fewest = /** @type {(inputs: Ain_FewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fewest views`)
};

const de_ain_fewest = /** @type {(inputs: Ain_FewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenigste Aufrufe`)
};

const fr_ain_fewest = /** @type {(inputs: Ain_FewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les moins vus`)
};

const es_ain_fewest = /** @type {(inputs: Ain_FewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menos vistos`)
};

const pt_br2_ain_fewest = /** @type {(inputs: Ain_FewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menos visualizados`)
};

const ja_ain_fewest = /** @type {(inputs: Ain_FewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閲覧数が少ない順`)
};

const ko_ain_fewest = /** @type {(inputs: Ain_FewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`조회수 적은 순`)
};

/**
* | output |
* | --- |
* | "Fewest views" |
*
* @param {Ain_FewestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ain_fewest = /** @type {((inputs?: Ain_FewestInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ain_FewestInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ain_fewest(inputs)
	if (locale === "fr") return fr_ain_fewest(inputs)
	if (locale === "es") return es_ain_fewest(inputs)
	if (locale === "pt-BR") return pt_br2_ain_fewest(inputs)
	if (locale === "ja") return ja_ain_fewest(inputs)
	if (locale === "ko") return ko_ain_fewest(inputs)
	return en_ain_fewest(inputs)
});