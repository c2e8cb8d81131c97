/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_StatusInputs */

const en_own_sub_status = /** @type {(inputs: Own_Sub_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const de_own_sub_status = /** @type {(inputs: Own_Sub_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const fr_own_sub_status = /** @type {(inputs: Own_Sub_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statut`)
};

const es_own_sub_status = /** @type {(inputs: Own_Sub_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado`)
};

const pt_br2_own_sub_status = /** @type {(inputs: Own_Sub_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const ja_own_sub_status = /** @type {(inputs: Own_Sub_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ステータス`)
};

const ko_own_sub_status = /** @type {(inputs: Own_Sub_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`상태`)
};

/**
* | output |
* | --- |
* | "Status" |
*
* @param {Own_Sub_StatusInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_status = /** @type {((inputs?: Own_Sub_StatusInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_StatusInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_status(inputs)
	if (locale === "fr") return fr_own_sub_status(inputs)
	if (locale === "es") return es_own_sub_status(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_status(inputs)
	if (locale === "ja") return ja_own_sub_status(inputs)
	if (locale === "ko") return ko_own_sub_status(inputs)
	return en_own_sub_status(inputs)
});