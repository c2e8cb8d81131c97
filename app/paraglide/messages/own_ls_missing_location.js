/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Ls_Missing_LocationInputs */

const en_own_ls_missing_location = /** @type {(inputs: Own_Ls_Missing_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing location: add its latitude and longitude to put it on the map.`)
};

const de_own_ls_missing_location = /** @type {(inputs: Own_Ls_Missing_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standort fehlt: Gib Breiten- und Längengrad an, damit das Center auf der Karte erscheint.`)
};

const fr_own_ls_missing_location = /** @type {(inputs: Own_Ls_Missing_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Position manquante : ajoutez sa latitude et sa longitude pour l'afficher sur la carte.`)
};

const es_own_ls_missing_location = /** @type {(inputs: Own_Ls_Missing_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falta la ubicación: añade su latitud y longitud para que aparezca en el mapa.`)
};

const pt_br2_own_ls_missing_location = /** @type {(inputs: Own_Ls_Missing_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Localização ausente: adicione latitude e longitude para aparecer no mapa.`)
};

const ja_own_ls_missing_location = /** @type {(inputs: Own_Ls_Missing_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`位置情報がありません：地図に表示するには緯度と経度を追加してください。`)
};

const ko_own_ls_missing_location = /** @type {(inputs: Own_Ls_Missing_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`위치 정보 없음: 지도에 표시하려면 위도와 경도를 추가하세요.`)
};

/**
* | output |
* | --- |
* | "Missing location: add its latitude and longitude to put it on the map." |
*
* @param {Own_Ls_Missing_LocationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_ls_missing_location = /** @type {((inputs?: Own_Ls_Missing_LocationInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Ls_Missing_LocationInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_ls_missing_location(inputs)
	if (locale === "fr") return fr_own_ls_missing_location(inputs)
	if (locale === "es") return es_own_ls_missing_location(inputs)
	if (locale === "pt-BR") return pt_br2_own_ls_missing_location(inputs)
	if (locale === "ja") return ja_own_ls_missing_location(inputs)
	if (locale === "ko") return ko_own_ls_missing_location(inputs)
	return en_own_ls_missing_location(inputs)
});