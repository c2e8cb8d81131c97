/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_PlatformsInputs */

const en_center_platforms = /** @type {(inputs: Center_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platforms`)
};

const de_center_platforms = /** @type {(inputs: Center_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plattformen`)
};

const fr_center_platforms = /** @type {(inputs: Center_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plateformes`)
};

const es_center_platforms = /** @type {(inputs: Center_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plataformas`)
};

const pt_br2_center_platforms = /** @type {(inputs: Center_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plataformas`)
};

const ja_center_platforms = /** @type {(inputs: Center_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プラットフォーム`)
};

const ko_center_platforms = /** @type {(inputs: Center_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`플랫폼`)
};

/**
* | output |
* | --- |
* | "Platforms" |
*
* @param {Center_PlatformsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_platforms = /** @type {((inputs?: Center_PlatformsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_PlatformsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_platforms(inputs)
	if (locale === "fr") return fr_center_platforms(inputs)
	if (locale === "es") return es_center_platforms(inputs)
	if (locale === "pt-BR") return pt_br2_center_platforms(inputs)
	if (locale === "ja") return ja_center_platforms(inputs)
	if (locale === "ko") return ko_center_platforms(inputs)
	return en_center_platforms(inputs)
});