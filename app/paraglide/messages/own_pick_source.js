/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ geonames: NonNullable<unknown>, license: NonNullable<unknown> }} Own_Pick_SourceInputs */

const en_own_pick_source = /** @type {(inputs: Own_Pick_SourceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Place search: ${i?.geonames} (${i?.license}): cities and their alternate names.`)
};

const de_own_pick_source = /** @type {(inputs: Own_Pick_SourceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ortssuche: ${i?.geonames} (${i?.license}): Städte und ihre anderen Namen.`)
};

const fr_own_pick_source = /** @type {(inputs: Own_Pick_SourceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recherche de lieux : ${i?.geonames} (${i?.license}) : villes et leurs autres noms.`)
};

const es_own_pick_source = /** @type {(inputs: Own_Pick_SourceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Búsqueda de lugares: ${i?.geonames} (${i?.license}): ciudades y sus nombres alternativos.`)
};

const pt_br2_own_pick_source = /** @type {(inputs: Own_Pick_SourceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Busca de lugares: ${i?.geonames} (${i?.license}): cidades e seus nomes alternativos.`)
};

const ja_own_pick_source = /** @type {(inputs: Own_Pick_SourceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`地名検索：${i?.geonames}（${i?.license}）：都市とその別名。`)
};

const ko_own_pick_source = /** @type {(inputs: Own_Pick_SourceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`장소 검색: ${i?.geonames}(${i?.license}): 도시와 다른 이름.`)
};

/**
* | output |
* | --- |
* | "Place search: {geonames} ({license}): cities and their alternate names." |
*
* @param {Own_Pick_SourceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_pick_source = /** @type {((inputs: Own_Pick_SourceInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Pick_SourceInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_pick_source(inputs)
	if (locale === "fr") return fr_own_pick_source(inputs)
	if (locale === "es") return es_own_pick_source(inputs)
	if (locale === "pt-BR") return pt_br2_own_pick_source(inputs)
	if (locale === "ja") return ja_own_pick_source(inputs)
	if (locale === "ko") return ko_own_pick_source(inputs)
	return en_own_pick_source(inputs)
});