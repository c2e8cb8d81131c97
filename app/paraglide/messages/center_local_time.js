/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ zone: NonNullable<unknown> }} Center_Local_TimeInputs */

const en_center_local_time = /** @type {(inputs: Center_Local_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Local time (${i?.zone})`)
};

const de_center_local_time = /** @type {(inputs: Center_Local_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ortszeit (${i?.zone})`)
};

const fr_center_local_time = /** @type {(inputs: Center_Local_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Heure locale (${i?.zone})`)
};

const es_center_local_time = /** @type {(inputs: Center_Local_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hora local (${i?.zone})`)
};

const pt_br2_center_local_time = /** @type {(inputs: Center_Local_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Horário local (${i?.zone})`)
};

const ja_center_local_time = /** @type {(inputs: Center_Local_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`現地時間（${i?.zone}）`)
};

const ko_center_local_time = /** @type {(inputs: Center_Local_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`현지 시간(${i?.zone})`)
};

/**
* | output |
* | --- |
* | "Local time ({zone})" |
*
* @param {Center_Local_TimeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_local_time = /** @type {((inputs: Center_Local_TimeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Local_TimeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_local_time(inputs)
	if (locale === "fr") return fr_center_local_time(inputs)
	if (locale === "es") return es_center_local_time(inputs)
	if (locale === "pt-BR") return pt_br2_center_local_time(inputs)
	if (locale === "ja") return ja_center_local_time(inputs)
	if (locale === "ko") return ko_center_local_time(inputs)
	return en_center_local_time(inputs)
});