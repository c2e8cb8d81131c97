/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_All_PartiesInputs */

const en_error_all_parties = /** @type {(inputs: Error_All_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All LAN parties`)
};

const de_error_all_parties = /** @type {(inputs: Error_All_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle LAN-Partys`)
};

const fr_error_all_parties = /** @type {(inputs: Error_All_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les LAN parties`)
};

const es_error_all_parties = /** @type {(inputs: Error_All_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las LAN parties`)
};

const pt_br2_error_all_parties = /** @type {(inputs: Error_All_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas as LAN parties`)
};

const ja_error_all_parties = /** @type {(inputs: Error_All_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`すべてのLANパーティー`)
};

const ko_error_all_parties = /** @type {(inputs: Error_All_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`모든 LAN 파티`)
};

/**
* | output |
* | --- |
* | "All LAN parties" |
*
* @param {Error_All_PartiesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const error_all_parties = /** @type {((inputs?: Error_All_PartiesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_All_PartiesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_all_parties(inputs)
	if (locale === "fr") return fr_error_all_parties(inputs)
	if (locale === "es") return es_error_all_parties(inputs)
	if (locale === "pt-BR") return pt_br2_error_all_parties(inputs)
	if (locale === "ja") return ja_error_all_parties(inputs)
	if (locale === "ko") return ko_error_all_parties(inputs)
	return en_error_all_parties(inputs)
});