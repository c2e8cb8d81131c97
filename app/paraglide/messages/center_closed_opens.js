/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown>, time: NonNullable<unknown> }} Center_Closed_OpensInputs */

const en_center_closed_opens = /** @type {(inputs: Center_Closed_OpensInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Closed · opens ${i?.day} ${i?.time}`)
};

const de_center_closed_opens = /** @type {(inputs: Center_Closed_OpensInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Geschlossen · öffnet ${i?.day} um ${i?.time}`)
};

const fr_center_closed_opens = /** @type {(inputs: Center_Closed_OpensInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fermé · ouvre ${i?.day} à ${i?.time}`)
};

const es_center_closed_opens = /** @type {(inputs: Center_Closed_OpensInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cerrado · abre el ${i?.day} a las ${i?.time}`)
};

const pt_br2_center_closed_opens = /** @type {(inputs: Center_Closed_OpensInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fechado · abre ${i?.day} às ${i?.time}`)
};

const ja_center_closed_opens = /** @type {(inputs: Center_Closed_OpensInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`営業時間外・${i?.day} ${i?.time}開店`)
};

const ko_center_closed_opens = /** @type {(inputs: Center_Closed_OpensInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`영업 종료 · ${i?.day} ${i?.time}에 오픈`)
};

/**
* | output |
* | --- |
* | "Closed · opens {day} {time}" |
*
* @param {Center_Closed_OpensInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_closed_opens = /** @type {((inputs: Center_Closed_OpensInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_Closed_OpensInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_closed_opens(inputs)
	if (locale === "fr") return fr_center_closed_opens(inputs)
	if (locale === "es") return es_center_closed_opens(inputs)
	if (locale === "pt-BR") return pt_br2_center_closed_opens(inputs)
	if (locale === "ja") return ja_center_closed_opens(inputs)
	if (locale === "ko") return ko_center_closed_opens(inputs)
	return en_center_closed_opens(inputs)
});