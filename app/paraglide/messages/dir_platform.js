/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_PlatformInputs */

const en_dir_platform = /** @type {(inputs: Dir_PlatformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platform`)
};

const de_dir_platform = /** @type {(inputs: Dir_PlatformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plattform`)
};

const fr_dir_platform = /** @type {(inputs: Dir_PlatformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plateforme`)
};

const es_dir_platform = /** @type {(inputs: Dir_PlatformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plataforma`)
};

const pt_br2_dir_platform = /** @type {(inputs: Dir_PlatformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plataforma`)
};

const ja_dir_platform = /** @type {(inputs: Dir_PlatformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プラットフォーム`)
};

const ko_dir_platform = /** @type {(inputs: Dir_PlatformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`플랫폼`)
};

/**
* | output |
* | --- |
* | "Platform" |
*
* @param {Dir_PlatformInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_platform = /** @type {((inputs?: Dir_PlatformInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_PlatformInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_platform(inputs)
	if (locale === "fr") return fr_dir_platform(inputs)
	if (locale === "es") return es_dir_platform(inputs)
	if (locale === "pt-BR") return pt_br2_dir_platform(inputs)
	if (locale === "ja") return ja_dir_platform(inputs)
	if (locale === "ko") return ko_dir_platform(inputs)
	return en_dir_platform(inputs)
});