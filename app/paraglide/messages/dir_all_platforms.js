/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_All_PlatformsInputs */

const en_dir_all_platforms = /** @type {(inputs: Dir_All_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All platforms`)
};

const de_dir_all_platforms = /** @type {(inputs: Dir_All_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Plattformen`)
};

const fr_dir_all_platforms = /** @type {(inputs: Dir_All_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les plateformes`)
};

const es_dir_all_platforms = /** @type {(inputs: Dir_All_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las plataformas`)
};

const pt_br2_dir_all_platforms = /** @type {(inputs: Dir_All_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas as plataformas`)
};

const ja_dir_all_platforms = /** @type {(inputs: Dir_All_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`すべてのプラットフォーム`)
};

const ko_dir_all_platforms = /** @type {(inputs: Dir_All_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`모든 플랫폼`)
};

/**
* | output |
* | --- |
* | "All platforms" |
*
* @param {Dir_All_PlatformsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_all_platforms = /** @type {((inputs?: Dir_All_PlatformsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_All_PlatformsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_all_platforms(inputs)
	if (locale === "fr") return fr_dir_all_platforms(inputs)
	if (locale === "es") return es_dir_all_platforms(inputs)
	if (locale === "pt-BR") return pt_br2_dir_all_platforms(inputs)
	if (locale === "ja") return ja_dir_all_platforms(inputs)
	if (locale === "ko") return ko_dir_all_platforms(inputs)
	return en_dir_all_platforms(inputs)
});