/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_Location_FailedInputs */

const en_dir_location_failed = /** @type {(inputs: Dir_Location_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We couldn't determine your location. Please search by city instead.`)
};

const de_dir_location_failed = /** @type {(inputs: Dir_Location_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir konnten deinen Standort nicht ermitteln. Bitte suche stattdessen nach einer Stadt.`)
};

const fr_dir_location_failed = /** @type {(inputs: Dir_Location_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n'avons pas pu déterminer votre position. Veuillez plutôt rechercher par ville.`)
};

const es_dir_location_failed = /** @type {(inputs: Dir_Location_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos determinar tu ubicación. Busca por ciudad.`)
};

const pt_br2_dir_location_failed = /** @type {(inputs: Dir_Location_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não conseguimos determinar sua localização. Busque por cidade.`)
};

const ja_dir_location_failed = /** @type {(inputs: Dir_Location_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`現在地を特定できませんでした。都市名で検索してください。`)
};

const ko_dir_location_failed = /** @type {(inputs: Dir_Location_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`위치를 확인할 수 없습니다. 도시로 검색해 주세요.`)
};

/**
* | output |
* | --- |
* | "We couldn't determine your location. Please search by city instead." |
*
* @param {Dir_Location_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_location_failed = /** @type {((inputs?: Dir_Location_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Location_FailedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_location_failed(inputs)
	if (locale === "fr") return fr_dir_location_failed(inputs)
	if (locale === "es") return es_dir_location_failed(inputs)
	if (locale === "pt-BR") return pt_br2_dir_location_failed(inputs)
	if (locale === "ja") return ja_dir_location_failed(inputs)
	if (locale === "ko") return ko_dir_location_failed(inputs)
	return en_dir_location_failed(inputs)
});