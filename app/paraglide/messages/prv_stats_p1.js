/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Prv_Stats_P1Inputs */

const en_prv_stats_p1 = /** @type {(inputs: Prv_Stats_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To show owners what their listing brings, we count, per venue and per event and per day: listing views, how often the listing appears in the list, in search results and on the map, clicks on its website, directions, phone and calendar links, and follows and RSVPs. Only these totals are stored; no single visit is.`)
};

const de_prv_stats_p1 = /** @type {(inputs: Prv_Stats_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Damit Betreiber sehen, was ihr Eintrag bringt, zählen wir pro Location, pro Event und pro Tag: Aufrufe des Eintrags, wie oft er in der Liste, in Suchergebnissen und auf der Karte erscheint, Klicks auf Website-, Routen-, Telefon- und Kalenderlinks sowie Follows und Zusagen. Gespeichert werden nur diese Summen, kein einzelner Besuch.`)
};

const fr_prv_stats_p1 = /** @type {(inputs: Prv_Stats_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour montrer aux propriétaires ce que leur fiche leur apporte, nous comptons, par lieu, par événement et par jour : les vues de la fiche, le nombre de fois où elle apparaît dans la liste, dans les résultats de recherche et sur la carte, les clics sur ses liens site web, itinéraire, téléphone et calendrier, ainsi que les abonnements et les inscriptions. Seuls ces totaux sont conservés, jamais une visite isolée.`)
};

const es_prv_stats_p1 = /** @type {(inputs: Prv_Stats_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para mostrar a los propietarios lo que les aporta su ficha, contamos, por local, por evento y por día: las visitas a la ficha, cuántas veces aparece en la lista, en los resultados de búsqueda y en el mapa, los clics en sus enlaces de sitio web, cómo llegar, teléfono y calendario, y los seguimientos y confirmaciones de asistencia. Solo se guardan estos totales; ninguna visita individual.`)
};

const pt_br2_prv_stats_p1 = /** @type {(inputs: Prv_Stats_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para mostrar aos donos o que o anúncio traz, contamos, por local, por evento e por dia: visualizações do anúncio, quantas vezes ele aparece na lista, nos resultados de busca e no mapa, cliques nos links de site, rotas, telefone e calendário, além de seguidores e confirmações de presença. Só esses totais são armazenados; nenhuma visita individual.`)
};

const ja_prv_stats_p1 = /** @type {(inputs: Prv_Stats_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`オーナーに掲載の効果を示すため、施設ごと・イベントごと・日ごとに次の数を集計します：掲載ページの閲覧数、一覧・検索結果・地図への表示回数、ウェブサイト・経路案内・電話・カレンダーの各リンクのクリック数、フォロー数と参加表明数。保存するのはこれらの合計のみで、個々の訪問は保存しません。`)
};

const ko_prv_stats_p1 = /** @type {(inputs: Prv_Stats_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`운영자에게 등록 정보의 효과를 보여 드리기 위해 매장별, 이벤트별, 일별로 다음을 집계합니다: 등록 정보 조회수, 목록·검색 결과·지도에 노출된 횟수, 웹사이트·길찾기·전화·캘린더 링크 클릭수, 팔로우 및 참석 응답 수. 저장되는 것은 이 합계뿐이며 개별 방문은 저장되지 않습니다.`)
};

/**
* | output |
* | --- |
* | "To show owners what their listing brings, we count, per venue and per event and per day: listing views, how often the listing appears in the list, in search ..." |
*
* @param {Prv_Stats_P1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_stats_p1 = /** @type {((inputs?: Prv_Stats_P1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_Stats_P1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_stats_p1(inputs)
	if (locale === "fr") return fr_prv_stats_p1(inputs)
	if (locale === "es") return es_prv_stats_p1(inputs)
	if (locale === "pt-BR") return pt_br2_prv_stats_p1(inputs)
	if (locale === "ja") return ja_prv_stats_p1(inputs)
	if (locale === "ko") return ko_prv_stats_p1(inputs)
	return en_prv_stats_p1(inputs)
});