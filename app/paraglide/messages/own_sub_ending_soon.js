/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_Ending_SoonInputs */

const en_own_sub_ending_soon = /** @type {(inputs: Own_Sub_Ending_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ending Soon`)
};

const de_own_sub_ending_soon = /** @type {(inputs: Own_Sub_Ending_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endet bald`)
};

const fr_own_sub_ending_soon = /** @type {(inputs: Own_Sub_Ending_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bientôt terminé`)
};

const es_own_sub_ending_soon = /** @type {(inputs: Own_Sub_Ending_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termina pronto`)
};

const pt_br2_own_sub_ending_soon = /** @type {(inputs: Own_Sub_Ending_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termina em breve`)
};

const ja_own_sub_ending_soon = /** @type {(inputs: Own_Sub_Ending_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`まもなく終了`)
};

const ko_own_sub_ending_soon = /** @type {(inputs: Own_Sub_Ending_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`곧 종료`)
};

/**
* | output |
* | --- |
* | "Ending Soon" |
*
* @param {Own_Sub_Ending_SoonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_ending_soon = /** @type {((inputs?: Own_Sub_Ending_SoonInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_Ending_SoonInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_ending_soon(inputs)
	if (locale === "fr") return fr_own_sub_ending_soon(inputs)
	if (locale === "es") return es_own_sub_ending_soon(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_ending_soon(inputs)
	if (locale === "ja") return ja_own_sub_ending_soon(inputs)
	if (locale === "ko") return ko_own_sub_ending_soon(inputs)
	return en_own_sub_ending_soon(inputs)
});