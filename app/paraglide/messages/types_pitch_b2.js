/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Pitch_B2Inputs */

const en_types_pitch_b2 = /** @type {(inputs: Types_Pitch_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A local content cache, so each game downloads once for the whole venue`)
};

const de_types_pitch_b2 = /** @type {(inputs: Types_Pitch_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein lokaler Content-Cache, damit jedes Spiel nur einmal für die ganze Location heruntergeladen wird`)
};

const fr_types_pitch_b2 = /** @type {(inputs: Types_Pitch_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un cache de contenu local : chaque jeu n’est téléchargé qu’une fois pour tout le lieu`)
};

const es_types_pitch_b2 = /** @type {(inputs: Types_Pitch_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una caché de contenido local, para que cada juego se descargue una sola vez para todo el local`)
};

const pt_br2_types_pitch_b2 = /** @type {(inputs: Types_Pitch_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um cache de conteúdo local, para que cada jogo seja baixado uma vez para o espaço inteiro`)
};

const ja_types_pitch_b2 = /** @type {(inputs: Types_Pitch_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ローカルのコンテンツキャッシュで、各ゲームのダウンロードは施設全体で1回だけ`)
};

const ko_types_pitch_b2 = /** @type {(inputs: Types_Pitch_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`로컬 콘텐츠 캐시로 각 게임은 매장 전체에서 한 번만 다운로드`)
};

/**
* | output |
* | --- |
* | "A local content cache, so each game downloads once for the whole venue" |
*
* @param {Types_Pitch_B2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_pitch_b2 = /** @type {((inputs?: Types_Pitch_B2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Pitch_B2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_pitch_b2(inputs)
	if (locale === "fr") return fr_types_pitch_b2(inputs)
	if (locale === "es") return es_types_pitch_b2(inputs)
	if (locale === "pt-BR") return pt_br2_types_pitch_b2(inputs)
	if (locale === "ja") return ja_types_pitch_b2(inputs)
	if (locale === "ko") return ko_types_pitch_b2(inputs)
	return en_types_pitch_b2(inputs)
});