/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Center_NameInputs */

const en_own_center_name = /** @type {(inputs: Own_Center_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN center name`)
};

const de_own_center_name = /** @type {(inputs: Own_Center_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name des LAN-Centers`)
};

const fr_own_center_name = /** @type {(inputs: Own_Center_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom du centre LAN`)
};

const es_own_center_name = /** @type {(inputs: Own_Center_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre del centro LAN`)
};

const pt_br2_own_center_name = /** @type {(inputs: Own_Center_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome do centro LAN`)
};

const ja_own_center_name = /** @type {(inputs: Own_Center_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンター名`)
};

const ko_own_center_name = /** @type {(inputs: Own_Center_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터 이름`)
};

/**
* | output |
* | --- |
* | "LAN center name" |
*
* @param {Own_Center_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_center_name = /** @type {((inputs?: Own_Center_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Center_NameInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_center_name(inputs)
	if (locale === "fr") return fr_own_center_name(inputs)
	if (locale === "es") return es_own_center_name(inputs)
	if (locale === "pt-BR") return pt_br2_own_center_name(inputs)
	if (locale === "ja") return ja_own_center_name(inputs)
	if (locale === "ko") return ko_own_center_name(inputs)
	return en_own_center_name(inputs)
});