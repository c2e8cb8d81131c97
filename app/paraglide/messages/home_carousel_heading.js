/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Carousel_HeadingInputs */

const en_home_carousel_heading = /** @type {(inputs: Home_Carousel_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play Together, Anywhere on the Network`)
};

const de_home_carousel_heading = /** @type {(inputs: Home_Carousel_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gemeinsam spielen, überall im Netzwerk`)
};

const fr_home_carousel_heading = /** @type {(inputs: Home_Carousel_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jouer ensemble, partout sur le réseau`)
};

const es_home_carousel_heading = /** @type {(inputs: Home_Carousel_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jugad juntos en cualquier lugar de la red`)
};

const pt_br2_home_carousel_heading = /** @type {(inputs: Home_Carousel_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jogue junto, em qualquer lugar da rede`)
};

const ja_home_carousel_heading = /** @type {(inputs: Home_Carousel_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ネットワークのどこでも一緒にプレイ`)
};

const ko_home_carousel_heading = /** @type {(inputs: Home_Carousel_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`네트워크 어디서나 함께 플레이`)
};

/**
* | output |
* | --- |
* | "Play Together, Anywhere on the Network" |
*
* @param {Home_Carousel_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_carousel_heading = /** @type {((inputs?: Home_Carousel_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Carousel_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_carousel_heading(inputs)
	if (locale === "fr") return fr_home_carousel_heading(inputs)
	if (locale === "es") return es_home_carousel_heading(inputs)
	if (locale === "pt-BR") return pt_br2_home_carousel_heading(inputs)
	if (locale === "ja") return ja_home_carousel_heading(inputs)
	if (locale === "ko") return ko_home_carousel_heading(inputs)
	return en_home_carousel_heading(inputs)
});