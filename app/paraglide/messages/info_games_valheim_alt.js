/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Games_Valheim_AltInputs */

const en_info_games_valheim_alt = /** @type {(inputs: Info_Games_Valheim_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abstract poster: a longship under a neon aurora between dark mountain peaks`)
};

const de_info_games_valheim_alt = /** @type {(inputs: Info_Games_Valheim_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abstraktes Poster: ein Langschiff unter einem Neon-Polarlicht zwischen dunklen Berggipfeln`)
};

const fr_info_games_valheim_alt = /** @type {(inputs: Info_Games_Valheim_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affiche abstraite : un drakkar sous une aurore néon entre de sombres sommets`)
};

const es_info_games_valheim_alt = /** @type {(inputs: Info_Games_Valheim_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Póster abstracto: un barco vikingo bajo una aurora de neón entre oscuras cumbres`)
};

const pt_br2_info_games_valheim_alt = /** @type {(inputs: Info_Games_Valheim_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pôster abstrato: um barco viking sob uma aurora neon entre picos escuros`)
};

const ja_info_games_valheim_alt = /** @type {(inputs: Info_Games_Valheim_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抽象的なポスター：暗い山々の間、ネオンのオーロラの下を進むロングシップ`)
};

const ko_info_games_valheim_alt = /** @type {(inputs: Info_Games_Valheim_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`추상 포스터: 어두운 산봉우리 사이 네온 오로라 아래의 롱십`)
};

/**
* | output |
* | --- |
* | "Abstract poster: a longship under a neon aurora between dark mountain peaks" |
*
* @param {Info_Games_Valheim_AltInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const info_games_valheim_alt = /** @type {((inputs?: Info_Games_Valheim_AltInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Games_Valheim_AltInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_info_games_valheim_alt(inputs)
	if (locale === "fr") return fr_info_games_valheim_alt(inputs)
	if (locale === "es") return es_info_games_valheim_alt(inputs)
	if (locale === "pt-BR") return pt_br2_info_games_valheim_alt(inputs)
	if (locale === "ja") return ja_info_games_valheim_alt(inputs)
	if (locale === "ko") return ko_info_games_valheim_alt(inputs)
	return en_info_games_valheim_alt(inputs)
});