/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_JoinInputs */

const en_home_join = /** @type {(inputs: Home_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join Our Network`)
};

const de_home_join = /** @type {(inputs: Home_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Werden Sie Teil unseres Netzwerks`)
};

const fr_home_join = /** @type {(inputs: Home_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoignez notre réseau`)
};

const es_home_join = /** @type {(inputs: Home_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Únete a nuestra red`)
};

const pt_br2_home_join = /** @type {(inputs: Home_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Junte-se à nossa rede`)
};

const ja_home_join = /** @type {(inputs: Home_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ネットワークに参加`)
};

const ko_home_join = /** @type {(inputs: Home_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`네트워크에 참여하기`)
};

/**
* | output |
* | --- |
* | "Join Our Network" |
*
* @param {Home_JoinInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_join = /** @type {((inputs?: Home_JoinInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_JoinInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_join(inputs)
	if (locale === "fr") return fr_home_join(inputs)
	if (locale === "es") return es_home_join(inputs)
	if (locale === "pt-BR") return pt_br2_home_join(inputs)
	if (locale === "ja") return ja_home_join(inputs)
	if (locale === "ko") return ko_home_join(inputs)
	return en_home_join(inputs)
});