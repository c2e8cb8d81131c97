/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_Hours_Not_GivenInputs */

const en_center_hours_not_given = /** @type {(inputs: Center_Hours_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours not given`)
};

const de_center_hours_not_given = /** @type {(inputs: Center_Hours_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Angabe`)
};

const fr_center_hours_not_given = /** @type {(inputs: Center_Hours_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horaires non indiqués`)
};

const es_center_hours_not_given = /** @type {(inputs: Center_Hours_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horario no indicado`)
};

const pt_br2_center_hours_not_given = /** @type {(inputs: Center_Hours_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horário não informado`)
};

const ja_center_hours_not_given = /** @type {(inputs: Center_Hours_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`営業時間の記載なし`)
};

const ko_center_hours_not_given = /** @type {(inputs: Center_Hours_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`영업시간 정보 없음`)
};

/**
* | output |
* | --- |
* | "Hours not given" |
*
* @param {Center_Hours_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_hours_not_given = /** @type {((inputs?: Center_Hours_Not_GivenInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Hours_Not_GivenInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_hours_not_given(inputs)
	if (locale === "fr") return fr_center_hours_not_given(inputs)
	if (locale === "es") return es_center_hours_not_given(inputs)
	if (locale === "pt-BR") return pt_br2_center_hours_not_given(inputs)
	if (locale === "ja") return ja_center_hours_not_given(inputs)
	if (locale === "ko") return ko_center_hours_not_given(inputs)
	return en_center_hours_not_given(inputs)
});