/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_MatchingInputs */

const en_dir_matching = /** @type {(inputs: Dir_MatchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matching LAN centers`)
};

const de_dir_matching = /** @type {(inputs: Dir_MatchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passende LAN-Center`)
};

const fr_dir_matching = /** @type {(inputs: Dir_MatchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centres LAN correspondants`)
};

const es_dir_matching = /** @type {(inputs: Dir_MatchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centros LAN que coinciden`)
};

const pt_br2_dir_matching = /** @type {(inputs: Dir_MatchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centros de LAN encontrados`)
};

const ja_dir_matching = /** @type {(inputs: Dir_MatchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`該当するLANセンター`)
};

const ko_dir_matching = /** @type {(inputs: Dir_MatchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`검색된 LAN 센터`)
};

/**
* | output |
* | --- |
* | "Matching LAN centers" |
*
* @param {Dir_MatchingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_matching = /** @type {((inputs?: Dir_MatchingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_MatchingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_matching(inputs)
	if (locale === "fr") return fr_dir_matching(inputs)
	if (locale === "es") return es_dir_matching(inputs)
	if (locale === "pt-BR") return pt_br2_dir_matching(inputs)
	if (locale === "ja") return ja_dir_matching(inputs)
	if (locale === "ko") return ko_dir_matching(inputs)
	return en_dir_matching(inputs)
});