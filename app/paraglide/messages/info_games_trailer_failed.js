/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Games_Trailer_FailedInputs */

const en_info_games_trailer_failed = /** @type {(inputs: Info_Games_Trailer_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The trailer could not be loaded right now, so here is our poster art instead.`)
};

const de_info_games_trailer_failed = /** @type {(inputs: Info_Games_Trailer_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Trailer konnte gerade nicht geladen werden, deshalb zeigen wir stattdessen unser Poster.`)
};

const fr_info_games_trailer_failed = /** @type {(inputs: Info_Games_Trailer_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La bande-annonce n’a pas pu être chargée pour le moment ; voici notre affiche à la place.`)
};

const es_info_games_trailer_failed = /** @type {(inputs: Info_Games_Trailer_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido cargar el tráiler en este momento, así que te mostramos nuestro póster.`)
};

const pt_br2_info_games_trailer_failed = /** @type {(inputs: Info_Games_Trailer_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar o trailer agora, então mostramos nosso pôster no lugar.`)
};

const ja_info_games_trailer_failed = /** @type {(inputs: Info_Games_Trailer_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`現在トレーラーを読み込めないため、代わりにポスターアートを表示しています。`)
};

const ko_info_games_trailer_failed = /** @type {(inputs: Info_Games_Trailer_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지금은 트레일러를 불러올 수 없어 대신 포스터 아트를 보여 드립니다.`)
};

/**
* | output |
* | --- |
* | "The trailer could not be loaded right now, so here is our poster art instead." |
*
* @param {Info_Games_Trailer_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const info_games_trailer_failed = /** @type {((inputs?: Info_Games_Trailer_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Games_Trailer_FailedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_info_games_trailer_failed(inputs)
	if (locale === "fr") return fr_info_games_trailer_failed(inputs)
	if (locale === "es") return es_info_games_trailer_failed(inputs)
	if (locale === "pt-BR") return pt_br2_info_games_trailer_failed(inputs)
	if (locale === "ja") return ja_info_games_trailer_failed(inputs)
	if (locale === "ko") return ko_info_games_trailer_failed(inputs)
	return en_info_games_trailer_failed(inputs)
});