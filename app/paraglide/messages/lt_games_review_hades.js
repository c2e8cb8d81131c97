/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_HadesInputs */

const en_lt_games_review_hades = /** @type {(inputs: Lt_Games_Review_HadesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overwhelmingly positive: stylish runs with a story that builds`)
};

const de_lt_games_review_hades = /** @type {(inputs: Lt_Games_Review_HadesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Äußerst positiv: stilvolle Durchläufe mit einer Geschichte, die sich entfaltet`)
};

const fr_lt_games_review_hades = /** @type {(inputs: Lt_Games_Review_HadesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extrêmement positives : des runs stylées et une histoire qui se construit`)
};

const es_lt_games_review_hades = /** @type {(inputs: Lt_Games_Review_HadesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremadamente positivas: partidas con estilo y una historia que va creciendo`)
};

const pt_br2_lt_games_review_hades = /** @type {(inputs: Lt_Games_Review_HadesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremamente positivas: partidas estilosas com uma história que vai se construindo`)
};

const ja_lt_games_review_hades = /** @type {(inputs: Lt_Games_Review_HadesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`圧倒的に好評：物語が積み重なるスタイリッシュな周回プレイ`)
};

const ko_lt_games_review_hades = /** @type {(inputs: Lt_Games_Review_HadesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`압도적으로 긍정적: 이야기가 쌓여 가는 스타일리시한 반복 플레이`)
};

/**
* | output |
* | --- |
* | "Overwhelmingly positive: stylish runs with a story that builds" |
*
* @param {Lt_Games_Review_HadesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_hades = /** @type {((inputs?: Lt_Games_Review_HadesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_HadesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_hades(inputs)
	if (locale === "fr") return fr_lt_games_review_hades(inputs)
	if (locale === "es") return es_lt_games_review_hades(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_hades(inputs)
	if (locale === "ja") return ja_lt_games_review_hades(inputs)
	if (locale === "ko") return ko_lt_games_review_hades(inputs)
	return en_lt_games_review_hades(inputs)
});