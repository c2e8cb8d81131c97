/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Insights_Meta_DescriptionInputs */

const en_insights_meta_description = /** @type {(inputs: Insights_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Views, appearances, clicks, followers and RSVPs of your LAN centers and parties, day by day, with a CSV download.`)
};

const de_insights_meta_description = /** @type {(inputs: Insights_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aufrufe, Einblendungen, Klicks, Follower und Zusagen deiner LAN-Center und -Partys, Tag für Tag, mit CSV-Download.`)
};

const fr_insights_meta_description = /** @type {(inputs: Insights_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vues, apparitions, clics, abonnés et inscriptions de vos centres et soirées LAN, jour par jour, avec un export CSV.`)
};

const es_insights_meta_description = /** @type {(inputs: Insights_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visitas, apariciones, clics, seguidores y confirmaciones de tus centros y fiestas LAN, día a día, con descarga en CSV.`)
};

const pt_br2_insights_meta_description = /** @type {(inputs: Insights_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visualizações, aparições, cliques, seguidores e confirmações dos seus centros e festas LAN, dia a dia, com download em CSV.`)
};

const ja_insights_meta_description = /** @type {(inputs: Insights_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`あなたのLANセンターとLANパーティーの閲覧数、表示回数、クリック、フォロワー、参加登録を日ごとに表示し、CSVでダウンロードできます。`)
};

const ko_insights_meta_description = /** @type {(inputs: Insights_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터와 LAN 파티의 조회수, 노출, 클릭, 팔로워, 참가 신청을 날짜별로 보여 주며 CSV로 내려받을 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "Views, appearances, clicks, followers and RSVPs of your LAN centers and parties, day by day, with a CSV download." |
*
* @param {Insights_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const insights_meta_description = /** @type {((inputs?: Insights_Meta_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Meta_DescriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_insights_meta_description(inputs)
	if (locale === "fr") return fr_insights_meta_description(inputs)
	if (locale === "es") return es_insights_meta_description(inputs)
	if (locale === "pt-BR") return pt_br2_insights_meta_description(inputs)
	if (locale === "ja") return ja_insights_meta_description(inputs)
	if (locale === "ko") return ko_insights_meta_description(inputs)
	return en_insights_meta_description(inputs)
});