/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Database_ErrorInputs */

const en_map_database_error = /** @type {(inputs: Map_Database_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unable to load LAN center locations from database`)
};

const de_map_database_error = /** @type {(inputs: Map_Database_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Standorte der LAN-Center konnten nicht aus der Datenbank geladen werden`)
};

const fr_map_database_error = /** @type {(inputs: Map_Database_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les emplacements des centres LAN depuis la base de données`)
};

const es_map_database_error = /** @type {(inputs: Map_Database_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las ubicaciones de los centros LAN desde la base de datos`)
};

const pt_br2_map_database_error = /** @type {(inputs: Map_Database_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar as localizações dos centros LAN do banco de dados`)
};

const ja_map_database_error = /** @type {(inputs: Map_Database_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`データベースから LAN センターの所在地を読み込めません`)
};

const ko_map_database_error = /** @type {(inputs: Map_Database_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`데이터베이스에서 LAN 센터 위치를 불러올 수 없습니다`)
};

/**
* | output |
* | --- |
* | "Unable to load LAN center locations from database" |
*
* @param {Map_Database_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const map_database_error = /** @type {((inputs?: Map_Database_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Database_ErrorInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_map_database_error(inputs)
	if (locale === "fr") return fr_map_database_error(inputs)
	if (locale === "es") return es_map_database_error(inputs)
	if (locale === "pt-BR") return pt_br2_map_database_error(inputs)
	if (locale === "ja") return ja_map_database_error(inputs)
	if (locale === "ko") return ko_map_database_error(inputs)
	return en_map_database_error(inputs)
});