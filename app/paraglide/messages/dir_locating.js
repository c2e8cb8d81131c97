/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_LocatingInputs */

const en_dir_locating = /** @type {(inputs: Dir_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Locating...`)
};

const de_dir_locating = /** @type {(inputs: Dir_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standort wird ermittelt...`)
};

const fr_dir_locating = /** @type {(inputs: Dir_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Localisation...`)
};

const es_dir_locating = /** @type {(inputs: Dir_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Localizando...`)
};

const pt_br2_dir_locating = /** @type {(inputs: Dir_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Localizando...`)
};

const ja_dir_locating = /** @type {(inputs: Dir_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`現在地を取得中...`)
};

const ko_dir_locating = /** @type {(inputs: Dir_LocatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`위치 확인 중...`)
};

/**
* | output |
* | --- |
* | "Locating..." |
*
* @param {Dir_LocatingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_locating = /** @type {((inputs?: Dir_LocatingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_LocatingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_locating(inputs)
	if (locale === "fr") return fr_dir_locating(inputs)
	if (locale === "es") return es_dir_locating(inputs)
	if (locale === "pt-BR") return pt_br2_dir_locating(inputs)
	if (locale === "ja") return ja_dir_locating(inputs)
	if (locale === "ko") return ko_dir_locating(inputs)
	return en_dir_locating(inputs)
});