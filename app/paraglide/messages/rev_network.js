/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rev_NetworkInputs */

const en_rev_network = /** @type {(inputs: Rev_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Network`)
};

const de_rev_network = /** @type {(inputs: Rev_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Netzwerk`)
};

const fr_rev_network = /** @type {(inputs: Rev_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réseau`)
};

const es_rev_network = /** @type {(inputs: Rev_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Red`)
};

const pt_br2_rev_network = /** @type {(inputs: Rev_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rede`)
};

const ja_rev_network = /** @type {(inputs: Rev_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ネットワーク`)
};

const ko_rev_network = /** @type {(inputs: Rev_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`네트워크`)
};

/**
* | output |
* | --- |
* | "Network" |
*
* @param {Rev_NetworkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_network = /** @type {((inputs?: Rev_NetworkInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_NetworkInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_network(inputs)
	if (locale === "fr") return fr_rev_network(inputs)
	if (locale === "es") return es_rev_network(inputs)
	if (locale === "pt-BR") return pt_br2_rev_network(inputs)
	if (locale === "ja") return ja_rev_network(inputs)
	if (locale === "ko") return ko_rev_network(inputs)
	return en_rev_network(inputs)
});