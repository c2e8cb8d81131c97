/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Lp_B2Inputs */

const en_landing_lp_b2 = /** @type {(inputs: Landing_Lp_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A local content cache, so games download once per event`)
};

const de_landing_lp_b2 = /** @type {(inputs: Landing_Lp_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein lokaler Content-Cache, damit Spiele nur einmal pro Event heruntergeladen werden`)
};

const fr_landing_lp_b2 = /** @type {(inputs: Landing_Lp_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un cache de contenu local : chaque jeu n’est téléchargé qu’une fois par événement`)
};

const es_landing_lp_b2 = /** @type {(inputs: Landing_Lp_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una caché de contenido local, para que cada juego se descargue una sola vez por evento`)
};

const pt_br2_landing_lp_b2 = /** @type {(inputs: Landing_Lp_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um cache de conteúdo local, para que os jogos sejam baixados uma vez por evento`)
};

const ja_landing_lp_b2 = /** @type {(inputs: Landing_Lp_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ローカルのコンテンツキャッシュで、ゲームのダウンロードはイベントごとに1回だけ`)
};

const ko_landing_lp_b2 = /** @type {(inputs: Landing_Lp_B2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`로컬 콘텐츠 캐시로 게임은 이벤트당 한 번만 다운로드`)
};

/**
* | output |
* | --- |
* | "A local content cache, so games download once per event" |
*
* @param {Landing_Lp_B2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_lp_b2 = /** @type {((inputs?: Landing_Lp_B2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Lp_B2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_lp_b2(inputs)
	if (locale === "fr") return fr_landing_lp_b2(inputs)
	if (locale === "es") return es_landing_lp_b2(inputs)
	if (locale === "pt-BR") return pt_br2_landing_lp_b2(inputs)
	if (locale === "ja") return ja_landing_lp_b2(inputs)
	if (locale === "ko") return ko_landing_lp_b2(inputs)
	return en_landing_lp_b2(inputs)
});