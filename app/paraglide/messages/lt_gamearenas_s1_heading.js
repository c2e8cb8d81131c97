/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Gamearenas_S1_HeadingInputs */

const en_lt_gamearenas_s1_heading = /** @type {(inputs: Lt_Gamearenas_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More Reasons to Visit`)
};

const de_lt_gamearenas_s1_heading = /** @type {(inputs: Lt_Gamearenas_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mehr Gründe für einen Besuch`)
};

const fr_lt_gamearenas_s1_heading = /** @type {(inputs: Lt_Gamearenas_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus de raisons de venir`)
};

const es_lt_gamearenas_s1_heading = /** @type {(inputs: Lt_Gamearenas_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más motivos para venir`)
};

const pt_br2_lt_gamearenas_s1_heading = /** @type {(inputs: Lt_Gamearenas_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mais motivos para voltar`)
};

const ja_lt_gamearenas_s1_heading = /** @type {(inputs: Lt_Gamearenas_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`来店の理由をもっと`)
};

const ko_lt_gamearenas_s1_heading = /** @type {(inputs: Lt_Gamearenas_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`방문할 이유를 더 많이`)
};

/**
* | output |
* | --- |
* | "More Reasons to Visit" |
*
* @param {Lt_Gamearenas_S1_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_gamearenas_s1_heading = /** @type {((inputs?: Lt_Gamearenas_S1_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Gamearenas_S1_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_gamearenas_s1_heading(inputs)
	if (locale === "fr") return fr_lt_gamearenas_s1_heading(inputs)
	if (locale === "es") return es_lt_gamearenas_s1_heading(inputs)
	if (locale === "pt-BR") return pt_br2_lt_gamearenas_s1_heading(inputs)
	if (locale === "ja") return ja_lt_gamearenas_s1_heading(inputs)
	if (locale === "ko") return ko_lt_gamearenas_s1_heading(inputs)
	return en_lt_gamearenas_s1_heading(inputs)
});