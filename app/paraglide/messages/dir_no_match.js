/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_No_MatchInputs */

const en_dir_no_match = /** @type {(inputs: Dir_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No LAN centers match your search.`)
};

const de_dir_no_match = /** @type {(inputs: Dir_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine LAN-Center passen zu deiner Suche.`)
};

const fr_dir_no_match = /** @type {(inputs: Dir_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun centre LAN ne correspond à votre recherche.`)
};

const es_dir_no_match = /** @type {(inputs: Dir_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún centro LAN coincide con tu búsqueda.`)
};

const pt_br2_dir_no_match = /** @type {(inputs: Dir_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum centro de LAN corresponde à sua busca.`)
};

const ja_dir_no_match = /** @type {(inputs: Dir_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`検索条件に一致するLANセンターはありません。`)
};

const ko_dir_no_match = /** @type {(inputs: Dir_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`검색과 일치하는 LAN 센터가 없습니다.`)
};

/**
* | output |
* | --- |
* | "No LAN centers match your search." |
*
* @param {Dir_No_MatchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_no_match = /** @type {((inputs?: Dir_No_MatchInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_No_MatchInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_no_match(inputs)
	if (locale === "fr") return fr_dir_no_match(inputs)
	if (locale === "es") return es_dir_no_match(inputs)
	if (locale === "pt-BR") return pt_br2_dir_no_match(inputs)
	if (locale === "ja") return ja_dir_no_match(inputs)
	if (locale === "ko") return ko_dir_no_match(inputs)
	return en_dir_no_match(inputs)
});