/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Lanparties_S0_HeadingInputs */

const en_lt_lanparties_s0_heading = /** @type {(inputs: Lt_Lanparties_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Less Setup, More Playing`)
};

const de_lt_lanparties_s0_heading = /** @type {(inputs: Lt_Lanparties_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weniger Aufbau, mehr Spielen`)
};

const fr_lt_lanparties_s0_heading = /** @type {(inputs: Lt_Lanparties_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moins d’installation, plus de jeu`)
};

const es_lt_lanparties_s0_heading = /** @type {(inputs: Lt_Lanparties_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menos montaje, más juego`)
};

const pt_br2_lt_lanparties_s0_heading = /** @type {(inputs: Lt_Lanparties_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menos montagem, mais jogo`)
};

const ja_lt_lanparties_s0_heading = /** @type {(inputs: Lt_Lanparties_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`準備は少なく、プレイはたっぷり`)
};

const ko_lt_lanparties_s0_heading = /** @type {(inputs: Lt_Lanparties_S0_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`준비는 적게, 플레이는 더 많이`)
};

/**
* | output |
* | --- |
* | "Less Setup, More Playing" |
*
* @param {Lt_Lanparties_S0_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_lanparties_s0_heading = /** @type {((inputs?: Lt_Lanparties_S0_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Lanparties_S0_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_lanparties_s0_heading(inputs)
	if (locale === "fr") return fr_lt_lanparties_s0_heading(inputs)
	if (locale === "es") return es_lt_lanparties_s0_heading(inputs)
	if (locale === "pt-BR") return pt_br2_lt_lanparties_s0_heading(inputs)
	if (locale === "ja") return ja_lt_lanparties_s0_heading(inputs)
	if (locale === "ko") return ko_lt_lanparties_s0_heading(inputs)
	return en_lt_lanparties_s0_heading(inputs)
});