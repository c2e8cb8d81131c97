/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Tiles_UnavailableInputs */

const en_map_tiles_unavailable = /** @type {(inputs: Map_Tiles_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map tiles could not be loaded right now (you may be offline), so a simple world map is shown. The markers and the list below still work.`)
};

const de_map_tiles_unavailable = /** @type {(inputs: Map_Tiles_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Kartenkacheln konnten gerade nicht geladen werden (vielleicht bist du offline), daher wird eine einfache Weltkarte gezeigt. Die Markierungen und die Liste unten funktionieren weiterhin.`)
};

const fr_map_tiles_unavailable = /** @type {(inputs: Map_Tiles_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les tuiles de la carte n’ont pas pu être chargées pour le moment (vous êtes peut-être hors ligne) : une carte du monde simple est affichée. Les marqueurs et la liste ci-dessous fonctionnent toujours.`)
};

const es_map_tiles_unavailable = /** @type {(inputs: Map_Tiles_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora mismo no se pudieron cargar los mosaicos del mapa (quizá no tienes conexión), así que se muestra un mapa del mundo sencillo. Los marcadores y la lista de abajo siguen funcionando.`)
};

const pt_br2_map_tiles_unavailable = /** @type {(inputs: Map_Tiles_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar os blocos do mapa agora (talvez você esteja offline), então um mapa-múndi simples é exibido. Os marcadores e a lista abaixo continuam funcionando.`)
};

const ja_map_tiles_unavailable = /** @type {(inputs: Map_Tiles_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`現在、地図タイルを読み込めません（オフラインの可能性があります）。そのため簡易的な世界地図を表示しています。マーカーと下の一覧は引き続き使えます。`)
};

const ko_map_tiles_unavailable = /** @type {(inputs: Map_Tiles_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지금은 지도 타일을 불러올 수 없어(오프라인일 수 있습니다) 간단한 세계 지도를 표시합니다. 마커와 아래 목록은 그대로 사용할 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "Map tiles could not be loaded right now (you may be offline), so a simple world map is shown. The markers and the list below still work." |
*
* @param {Map_Tiles_UnavailableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const map_tiles_unavailable = /** @type {((inputs?: Map_Tiles_UnavailableInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Tiles_UnavailableInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_map_tiles_unavailable(inputs)
	if (locale === "fr") return fr_map_tiles_unavailable(inputs)
	if (locale === "es") return es_map_tiles_unavailable(inputs)
	if (locale === "pt-BR") return pt_br2_map_tiles_unavailable(inputs)
	if (locale === "ja") return ja_map_tiles_unavailable(inputs)
	if (locale === "ko") return ko_map_tiles_unavailable(inputs)
	return en_map_tiles_unavailable(inputs)
});