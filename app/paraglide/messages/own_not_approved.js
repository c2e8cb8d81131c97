/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Not_ApprovedInputs */

const en_own_not_approved = /** @type {(inputs: Own_Not_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not approved`)
};

const de_own_not_approved = /** @type {(inputs: Own_Not_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht freigegeben`)
};

const fr_own_not_approved = /** @type {(inputs: Own_Not_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non approuvé`)
};

const es_own_not_approved = /** @type {(inputs: Own_Not_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No aprobado`)
};

const pt_br2_own_not_approved = /** @type {(inputs: Own_Not_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não aprovado`)
};

const ja_own_not_approved = /** @type {(inputs: Own_Not_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未承認`)
};

const ko_own_not_approved = /** @type {(inputs: Own_Not_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`승인되지 않음`)
};

/**
* | output |
* | --- |
* | "Not approved" |
*
* @param {Own_Not_ApprovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_not_approved = /** @type {((inputs?: Own_Not_ApprovedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Not_ApprovedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_not_approved(inputs)
	if (locale === "fr") return fr_own_not_approved(inputs)
	if (locale === "es") return es_own_not_approved(inputs)
	if (locale === "pt-BR") return pt_br2_own_not_approved(inputs)
	if (locale === "ja") return ja_own_not_approved(inputs)
	if (locale === "ko") return ko_own_not_approved(inputs)
	return en_own_not_approved(inputs)
});