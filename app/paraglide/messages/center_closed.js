/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_ClosedInputs */

const en_center_closed = /** @type {(inputs: Center_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed`)
};

const de_center_closed = /** @type {(inputs: Center_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschlossen`)
};

const fr_center_closed = /** @type {(inputs: Center_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermé`)
};

const es_center_closed = /** @type {(inputs: Center_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrado`)
};

const pt_br2_center_closed = /** @type {(inputs: Center_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fechado`)
};

const ja_center_closed = /** @type {(inputs: Center_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`定休日`)
};

const ko_center_closed = /** @type {(inputs: Center_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`휴무`)
};

/**
* | output |
* | --- |
* | "Closed" |
*
* @param {Center_ClosedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_closed = /** @type {((inputs?: Center_ClosedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_ClosedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_closed(inputs)
	if (locale === "fr") return fr_center_closed(inputs)
	if (locale === "es") return es_center_closed(inputs)
	if (locale === "pt-BR") return pt_br2_center_closed(inputs)
	if (locale === "ja") return ja_center_closed(inputs)
	if (locale === "ko") return ko_center_closed(inputs)
	return en_center_closed(inputs)
});