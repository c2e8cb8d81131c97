/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_Status_ActiveInputs */

const en_own_sub_status_active = /** @type {(inputs: Own_Sub_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

const de_own_sub_status_active = /** @type {(inputs: Own_Sub_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktiv`)
};

const fr_own_sub_status_active = /** @type {(inputs: Own_Sub_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actif`)
};

const es_own_sub_status_active = /** @type {(inputs: Own_Sub_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activa`)
};

const pt_br2_own_sub_status_active = /** @type {(inputs: Own_Sub_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ativa`)
};

const ja_own_sub_status_active = /** @type {(inputs: Own_Sub_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有効`)
};

const ko_own_sub_status_active = /** @type {(inputs: Own_Sub_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`활성`)
};

/**
* | output |
* | --- |
* | "Active" |
*
* @param {Own_Sub_Status_ActiveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_status_active = /** @type {((inputs?: Own_Sub_Status_ActiveInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_Status_ActiveInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_status_active(inputs)
	if (locale === "fr") return fr_own_sub_status_active(inputs)
	if (locale === "es") return es_own_sub_status_active(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_status_active(inputs)
	if (locale === "ja") return ja_own_sub_status_active(inputs)
	if (locale === "ko") return ko_own_sub_status_active(inputs)
	return en_own_sub_status_active(inputs)
});