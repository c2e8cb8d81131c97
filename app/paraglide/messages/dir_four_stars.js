/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_Four_StarsInputs */

const en_dir_four_stars = /** @type {(inputs: Dir_Four_StarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4 stars and up`)
};

const de_dir_four_stars = /** @type {(inputs: Dir_Four_StarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ab 4 Sternen`)
};

const fr_dir_four_stars = /** @type {(inputs: Dir_Four_StarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4 étoiles et plus`)
};

const es_dir_four_stars = /** @type {(inputs: Dir_Four_StarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4 estrellas o más`)
};

const pt_br2_dir_four_stars = /** @type {(inputs: Dir_Four_StarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4 estrelas ou mais`)
};

const ja_dir_four_stars = /** @type {(inputs: Dir_Four_StarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`星4つ以上`)
};

const ko_dir_four_stars = /** @type {(inputs: Dir_Four_StarsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`별 4개 이상`)
};

/**
* | output |
* | --- |
* | "4 stars and up" |
*
* @param {Dir_Four_StarsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_four_stars = /** @type {((inputs?: Dir_Four_StarsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Four_StarsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_four_stars(inputs)
	if (locale === "fr") return fr_dir_four_stars(inputs)
	if (locale === "es") return es_dir_four_stars(inputs)
	if (locale === "pt-BR") return pt_br2_dir_four_stars(inputs)
	if (locale === "ja") return ja_dir_four_stars(inputs)
	if (locale === "ko") return ko_dir_four_stars(inputs)
	return en_dir_four_stars(inputs)
});