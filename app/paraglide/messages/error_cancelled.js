/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_CancelledInputs */

const en_error_cancelled = /** @type {(inputs: Error_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This LAN party was cancelled`)
};

const de_error_cancelled = /** @type {(inputs: Error_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese LAN-Party wurde abgesagt`)
};

const fr_error_cancelled = /** @type {(inputs: Error_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette LAN party a été annulée`)
};

const es_error_cancelled = /** @type {(inputs: Error_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta LAN party se canceló`)
};

const pt_br2_error_cancelled = /** @type {(inputs: Error_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta LAN party foi cancelada`)
};

const ja_error_cancelled = /** @type {(inputs: Error_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このLANパーティーは中止されました`)
};

const ko_error_cancelled = /** @type {(inputs: Error_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 LAN 파티는 취소되었습니다`)
};

/**
* | output |
* | --- |
* | "This LAN party was cancelled" |
*
* @param {Error_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const error_cancelled = /** @type {((inputs?: Error_CancelledInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_CancelledInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_cancelled(inputs)
	if (locale === "fr") return fr_error_cancelled(inputs)
	if (locale === "es") return es_error_cancelled(inputs)
	if (locale === "pt-BR") return pt_br2_error_cancelled(inputs)
	if (locale === "ja") return ja_error_cancelled(inputs)
	if (locale === "ko") return ko_error_cancelled(inputs)
	return en_error_cancelled(inputs)
});