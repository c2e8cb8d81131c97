/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_Near_MeInputs */

const en_dir_near_me = /** @type {(inputs: Dir_Near_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Near me`)
};

const de_dir_near_me = /** @type {(inputs: Dir_Near_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In meiner Nähe`)
};

const fr_dir_near_me = /** @type {(inputs: Dir_Near_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Près de moi`)
};

const es_dir_near_me = /** @type {(inputs: Dir_Near_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerca de mí`)
};

const pt_br2_dir_near_me = /** @type {(inputs: Dir_Near_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perto de mim`)
};

const ja_dir_near_me = /** @type {(inputs: Dir_Near_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`現在地の近く`)
};

const ko_dir_near_me = /** @type {(inputs: Dir_Near_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`내 주변`)
};

/**
* | output |
* | --- |
* | "Near me" |
*
* @param {Dir_Near_MeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_near_me = /** @type {((inputs?: Dir_Near_MeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Near_MeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_near_me(inputs)
	if (locale === "fr") return fr_dir_near_me(inputs)
	if (locale === "es") return es_dir_near_me(inputs)
	if (locale === "pt-BR") return pt_br2_dir_near_me(inputs)
	if (locale === "ja") return ja_dir_near_me(inputs)
	if (locale === "ko") return ko_dir_near_me(inputs)
	return en_dir_near_me(inputs)
});