/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_No_UpcomingInputs */

const en_center_no_upcoming = /** @type {(inputs: Center_No_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No upcoming LAN parties at or near this center.`)
};

const de_center_no_upcoming = /** @type {(inputs: Center_No_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine kommenden LAN-Partys in oder bei diesem Center.`)
};

const fr_center_no_upcoming = /** @type {(inputs: Center_No_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune LAN party à venir dans ce centre ou à proximité.`)
};

const es_center_no_upcoming = /** @type {(inputs: Center_No_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay próximas LAN parties en este centro ni cerca.`)
};

const pt_br2_center_no_upcoming = /** @type {(inputs: Center_No_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma LAN party programada neste centro ou perto dele.`)
};

const ja_center_no_upcoming = /** @type {(inputs: Center_No_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このセンターやその周辺で予定されているLANパーティーはありません。`)
};

const ko_center_no_upcoming = /** @type {(inputs: Center_No_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 센터나 주변에 예정된 LAN 파티가 없습니다.`)
};

/**
* | output |
* | --- |
* | "No upcoming LAN parties at or near this center." |
*
* @param {Center_No_UpcomingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_no_upcoming = /** @type {((inputs?: Center_No_UpcomingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_No_UpcomingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_no_upcoming(inputs)
	if (locale === "fr") return fr_center_no_upcoming(inputs)
	if (locale === "es") return es_center_no_upcoming(inputs)
	if (locale === "pt-BR") return pt_br2_center_no_upcoming(inputs)
	if (locale === "ja") return ja_center_no_upcoming(inputs)
	if (locale === "ko") return ko_center_no_upcoming(inputs)
	return en_center_no_upcoming(inputs)
});