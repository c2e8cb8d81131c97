/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Info_Games_TrailerInputs */

const en_info_games_trailer = /** @type {(inputs: Info_Games_TrailerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} trailer (muted)`)
};

const de_info_games_trailer = /** @type {(inputs: Info_Games_TrailerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trailer zu ${i?.name} (stumm)`)
};

const fr_info_games_trailer = /** @type {(inputs: Info_Games_TrailerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bande-annonce de ${i?.name} (son coupé)`)
};

const es_info_games_trailer = /** @type {(inputs: Info_Games_TrailerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tráiler de ${i?.name} (silenciado)`)
};

const pt_br2_info_games_trailer = /** @type {(inputs: Info_Games_TrailerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trailer de ${i?.name} (sem som)`)
};

const ja_info_games_trailer = /** @type {(inputs: Info_Games_TrailerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} のトレーラー（ミュート）`)
};

const ko_info_games_trailer = /** @type {(inputs: Info_Games_TrailerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 트레일러(음소거)`)
};

/**
* | output |
* | --- |
* | "{name} trailer (muted)" |
*
* @param {Info_Games_TrailerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const info_games_trailer = /** @type {((inputs: Info_Games_TrailerInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Games_TrailerInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_info_games_trailer(inputs)
	if (locale === "fr") return fr_info_games_trailer(inputs)
	if (locale === "es") return es_info_games_trailer(inputs)
	if (locale === "pt-BR") return pt_br2_info_games_trailer(inputs)
	if (locale === "ja") return ja_info_games_trailer(inputs)
	if (locale === "ko") return ko_info_games_trailer(inputs)
	return en_info_games_trailer(inputs)
});