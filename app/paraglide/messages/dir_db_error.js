/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_Db_ErrorInputs */

const en_dir_db_error = /** @type {(inputs: Dir_Db_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unable to load LAN center locations from database`)
};

const de_dir_db_error = /** @type {(inputs: Dir_Db_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Center-Standorte konnten nicht aus der Datenbank geladen werden`)
};

const fr_dir_db_error = /** @type {(inputs: Dir_Db_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les emplacements des centres LAN depuis la base de données`)
};

const es_dir_db_error = /** @type {(inputs: Dir_Db_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las ubicaciones de los centros LAN desde la base de datos`)
};

const pt_br2_dir_db_error = /** @type {(inputs: Dir_Db_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar os locais dos centros de LAN do banco de dados`)
};

const ja_dir_db_error = /** @type {(inputs: Dir_Db_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`データベースからLANセンターの所在地を読み込めませんでした`)
};

const ko_dir_db_error = /** @type {(inputs: Dir_Db_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`데이터베이스에서 LAN 센터 위치를 불러올 수 없습니다`)
};

/**
* | output |
* | --- |
* | "Unable to load LAN center locations from database" |
*
* @param {Dir_Db_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_db_error = /** @type {((inputs?: Dir_Db_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Db_ErrorInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_db_error(inputs)
	if (locale === "fr") return fr_dir_db_error(inputs)
	if (locale === "es") return es_dir_db_error(inputs)
	if (locale === "pt-BR") return pt_br2_dir_db_error(inputs)
	if (locale === "ja") return ja_dir_db_error(inputs)
	if (locale === "ko") return ko_dir_db_error(inputs)
	return en_dir_db_error(inputs)
});