/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_Ordered_Near_YouInputs */

const en_dir_ordered_near_you = /** @type {(inputs: Dir_Ordered_Near_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordered by distance from your location.`)
};

const de_dir_ordered_near_you = /** @type {(inputs: Dir_Ordered_Near_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sortiert nach Entfernung von deinem Standort.`)
};

const fr_dir_ordered_near_you = /** @type {(inputs: Dir_Ordered_Near_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Triés par distance depuis votre position.`)
};

const es_dir_ordered_near_you = /** @type {(inputs: Dir_Ordered_Near_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordenados por distancia desde tu ubicación.`)
};

const pt_br2_dir_ordered_near_you = /** @type {(inputs: Dir_Ordered_Near_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordenados pela distância da sua localização.`)
};

const ja_dir_ordered_near_you = /** @type {(inputs: Dir_Ordered_Near_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`現在地からの距離順。`)
};

const ko_dir_ordered_near_you = /** @type {(inputs: Dir_Ordered_Near_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`내 위치에서 가까운 순입니다.`)
};

/**
* | output |
* | --- |
* | "Ordered by distance from your location." |
*
* @param {Dir_Ordered_Near_YouInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_ordered_near_you = /** @type {((inputs?: Dir_Ordered_Near_YouInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Ordered_Near_YouInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_ordered_near_you(inputs)
	if (locale === "fr") return fr_dir_ordered_near_you(inputs)
	if (locale === "es") return es_dir_ordered_near_you(inputs)
	if (locale === "pt-BR") return pt_br2_dir_ordered_near_you(inputs)
	if (locale === "ja") return ja_dir_ordered_near_you(inputs)
	if (locale === "ko") return ko_dir_ordered_near_you(inputs)
	return en_dir_ordered_near_you(inputs)
});