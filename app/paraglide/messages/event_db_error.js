/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Db_ErrorInputs */

const en_event_db_error = /** @type {(inputs: Event_Db_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unable to load LAN parties from the database. Please try again in a few moments.`)
};

const de_event_db_error = /** @type {(inputs: Event_Db_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Partys konnten nicht aus der Datenbank geladen werden. Bitte versuche es gleich noch einmal.`)
};

const fr_event_db_error = /** @type {(inputs: Event_Db_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les LAN parties depuis la base de données. Veuillez réessayer dans quelques instants.`)
};

const es_event_db_error = /** @type {(inputs: Event_Db_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las LAN parties desde la base de datos. Vuelve a intentarlo en unos momentos.`)
};

const pt_br2_event_db_error = /** @type {(inputs: Event_Db_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar as LAN parties do banco de dados. Tente novamente em alguns instantes.`)
};

const ja_event_db_error = /** @type {(inputs: Event_Db_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`データベースからLANパーティーを読み込めませんでした。しばらくしてからもう一度お試しください。`)
};

const ko_event_db_error = /** @type {(inputs: Event_Db_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`데이터베이스에서 LAN 파티를 불러올 수 없습니다. 잠시 후 다시 시도해 주세요.`)
};

/**
* | output |
* | --- |
* | "Unable to load LAN parties from the database. Please try again in a few moments." |
*
* @param {Event_Db_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const event_db_error = /** @type {((inputs?: Event_Db_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Db_ErrorInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_event_db_error(inputs)
	if (locale === "fr") return fr_event_db_error(inputs)
	if (locale === "es") return es_event_db_error(inputs)
	if (locale === "pt-BR") return pt_br2_event_db_error(inputs)
	if (locale === "ja") return ja_event_db_error(inputs)
	if (locale === "ko") return ko_event_db_error(inputs)
	return en_event_db_error(inputs)
});