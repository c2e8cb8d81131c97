/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Lanparties_S1_HeadingInputs */

const en_lt_lanparties_s1_heading = /** @type {(inputs: Lt_Lanparties_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get Your Event Seen`)
};

const de_lt_lanparties_s1_heading = /** @type {(inputs: Lt_Lanparties_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Machen Sie Ihr Event sichtbar`)
};

const fr_lt_lanparties_s1_heading = /** @type {(inputs: Lt_Lanparties_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faites connaître votre événement`)
};

const es_lt_lanparties_s1_heading = /** @type {(inputs: Lt_Lanparties_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haz que tu evento se vea`)
};

const pt_br2_lt_lanparties_s1_heading = /** @type {(inputs: Lt_Lanparties_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dê visibilidade ao seu evento`)
};

const ja_lt_lanparties_s1_heading = /** @type {(inputs: Lt_Lanparties_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`イベントを広く知ってもらう`)
};

const ko_lt_lanparties_s1_heading = /** @type {(inputs: Lt_Lanparties_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`행사를 널리 알리세요`)
};

/**
* | output |
* | --- |
* | "Get Your Event Seen" |
*
* @param {Lt_Lanparties_S1_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_lanparties_s1_heading = /** @type {((inputs?: Lt_Lanparties_S1_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Lanparties_S1_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_lanparties_s1_heading(inputs)
	if (locale === "fr") return fr_lt_lanparties_s1_heading(inputs)
	if (locale === "es") return es_lt_lanparties_s1_heading(inputs)
	if (locale === "pt-BR") return pt_br2_lt_lanparties_s1_heading(inputs)
	if (locale === "ja") return ja_lt_lanparties_s1_heading(inputs)
	if (locale === "ko") return ko_lt_lanparties_s1_heading(inputs)
	return en_lt_lanparties_s1_heading(inputs)
});