/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_Hours_CaptionInputs */

const en_center_hours_caption = /** @type {(inputs: Center_Hours_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening hours by day`)
};

const de_center_hours_caption = /** @type {(inputs: Center_Hours_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Öffnungszeiten nach Tag`)
};

const fr_center_hours_caption = /** @type {(inputs: Center_Hours_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horaires d'ouverture par jour`)
};

const es_center_hours_caption = /** @type {(inputs: Center_Hours_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horario por día`)
};

const pt_br2_center_hours_caption = /** @type {(inputs: Center_Hours_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horário de funcionamento por dia`)
};

const ja_center_hours_caption = /** @type {(inputs: Center_Hours_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`曜日別の営業時間`)
};

const ko_center_hours_caption = /** @type {(inputs: Center_Hours_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`요일별 영업시간`)
};

/**
* | output |
* | --- |
* | "Opening hours by day" |
*
* @param {Center_Hours_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_hours_caption = /** @type {((inputs?: Center_Hours_CaptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Hours_CaptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_hours_caption(inputs)
	if (locale === "fr") return fr_center_hours_caption(inputs)
	if (locale === "es") return es_center_hours_caption(inputs)
	if (locale === "pt-BR") return pt_br2_center_hours_caption(inputs)
	if (locale === "ja") return ja_center_hours_caption(inputs)
	if (locale === "ko") return ko_center_hours_caption(inputs)
	return en_center_hours_caption(inputs)
});