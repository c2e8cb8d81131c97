/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Center_NetworkInputs */

const en_center_network = /** @type {(inputs: Center_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Network`)
};

const de_center_network = /** @type {(inputs: Center_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Netzwerk`)
};

const fr_center_network = /** @type {(inputs: Center_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réseau`)
};

const es_center_network = /** @type {(inputs: Center_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Red`)
};

const pt_br2_center_network = /** @type {(inputs: Center_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rede`)
};

const ja_center_network = /** @type {(inputs: Center_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ネットワーク`)
};

const ko_center_network = /** @type {(inputs: Center_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`네트워크`)
};

/**
* | output |
* | --- |
* | "Network" |
*
* @param {Center_NetworkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const center_network = /** @type {((inputs?: Center_NetworkInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Center_NetworkInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_center_network(inputs)
	if (locale === "fr") return fr_center_network(inputs)
	if (locale === "es") return es_center_network(inputs)
	if (locale === "pt-BR") return pt_br2_center_network(inputs)
	if (locale === "ja") return ja_center_network(inputs)
	if (locale === "ko") return ko_center_network(inputs)
	return en_center_network(inputs)
});