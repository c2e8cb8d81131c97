/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Status_UnpaidInputs */

const en_sub_status_unpaid = /** @type {(inputs: Sub_Status_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unpaid`)
};

const de_sub_status_unpaid = /** @type {(inputs: Sub_Status_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbezahlt`)
};

const fr_sub_status_unpaid = /** @type {(inputs: Sub_Status_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impayé`)
};

const es_sub_status_unpaid = /** @type {(inputs: Sub_Status_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impaga`)
};

const pt_br2_sub_status_unpaid = /** @type {(inputs: Sub_Status_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não paga`)
};

const ja_sub_status_unpaid = /** @type {(inputs: Sub_Status_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未払い`)
};

const ko_sub_status_unpaid = /** @type {(inputs: Sub_Status_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`미결제`)
};

/**
* | output |
* | --- |
* | "Unpaid" |
*
* @param {Sub_Status_UnpaidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const sub_status_unpaid = /** @type {((inputs?: Sub_Status_UnpaidInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Status_UnpaidInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_status_unpaid(inputs)
	if (locale === "fr") return fr_sub_status_unpaid(inputs)
	if (locale === "es") return es_sub_status_unpaid(inputs)
	if (locale === "pt-BR") return pt_br2_sub_status_unpaid(inputs)
	if (locale === "ja") return ja_sub_status_unpaid(inputs)
	if (locale === "ko") return ko_sub_status_unpaid(inputs)
	return en_sub_status_unpaid(inputs)
});