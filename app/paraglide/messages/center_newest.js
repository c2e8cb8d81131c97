/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_NewestInputs */

const en_center_newest = /** @type {(inputs: Center_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newest`)
};

const de_center_newest = /** @type {(inputs: Center_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neueste`)
};

const fr_center_newest = /** @type {(inputs: Center_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus récents`)
};

const es_center_newest = /** @type {(inputs: Center_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más recientes`)
};

const pt_br2_center_newest = /** @type {(inputs: Center_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mais recentes`)
};

const ja_center_newest = /** @type {(inputs: Center_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しい順`)
};

const ko_center_newest = /** @type {(inputs: Center_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`최신순`)
};

/**
* | output |
* | --- |
* | "Newest" |
*
* @param {Center_NewestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_newest = /** @type {((inputs?: Center_NewestInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_NewestInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_newest(inputs)
	if (locale === "fr") return fr_center_newest(inputs)
	if (locale === "es") return es_center_newest(inputs)
	if (locale === "pt-BR") return pt_br2_center_newest(inputs)
	if (locale === "ja") return ja_center_newest(inputs)
	if (locale === "ko") return ko_center_newest(inputs)
	return en_center_newest(inputs)
});