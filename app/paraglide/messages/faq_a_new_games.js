/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_A_New_GamesInputs */

const en_faq_a_new_games = /** @type {(inputs: Faq_A_New_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New games arrive bi-weekly. They appear on your machines automatically, and the local content cache means each game is downloaded once for the whole venue rather than once per PC.`)
};

const de_faq_a_new_games = /** @type {(inputs: Faq_A_New_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle zwei Wochen kommen neue Spiele hinzu. Sie erscheinen automatisch auf Ihren Rechnern, und dank des lokalen Content-Caches wird jedes Spiel nur einmal für die ganze Location heruntergeladen statt einmal pro PC.`)
};

const fr_faq_a_new_games = /** @type {(inputs: Faq_A_New_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De nouveaux jeux arrivent toutes les deux semaines. Ils apparaissent automatiquement sur vos machines, et grâce au cache de contenu local chaque jeu n’est téléchargé qu’une fois pour tout le lieu, et non une fois par PC.`)
};

const es_faq_a_new_games = /** @type {(inputs: Faq_A_New_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llegan juegos nuevos cada dos semanas. Aparecen en tus equipos automáticamente y, gracias a la caché de contenido local, cada juego se descarga una sola vez para todo el local en lugar de una vez por PC.`)
};

const pt_br2_faq_a_new_games = /** @type {(inputs: Faq_A_New_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Novos jogos chegam a cada duas semanas. Eles aparecem nas suas máquinas automaticamente e, graças ao cache de conteúdo local, cada jogo é baixado uma vez para o espaço inteiro, e não uma vez por PC.`)
};

const ja_faq_a_new_games = /** @type {(inputs: Faq_A_New_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しいゲームは隔週で追加されます。各PCに自動で表示され、ローカルのコンテンツキャッシュにより、各ゲームはPCごとではなく施設全体で一度だけダウンロードされます。`)
};

const ko_faq_a_new_games = /** @type {(inputs: Faq_A_New_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`새 게임은 2주마다 추가됩니다. PC에 자동으로 나타나며, 로컬 콘텐츠 캐시 덕분에 각 게임은 PC마다가 아니라 매장 전체에서 한 번만 다운로드됩니다.`)
};

/**
* | output |
* | --- |
* | "New games arrive bi-weekly. They appear on your machines automatically, and the local content cache means each game is downloaded once for the whole venue ra..." |
*
* @param {Faq_A_New_GamesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_a_new_games = /** @type {((inputs?: Faq_A_New_GamesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_A_New_GamesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_a_new_games(inputs)
	if (locale === "fr") return fr_faq_a_new_games(inputs)
	if (locale === "es") return es_faq_a_new_games(inputs)
	if (locale === "pt-BR") return pt_br2_faq_a_new_games(inputs)
	if (locale === "ja") return ja_faq_a_new_games(inputs)
	if (locale === "ko") return ko_faq_a_new_games(inputs)
	return en_faq_a_new_games(inputs)
});