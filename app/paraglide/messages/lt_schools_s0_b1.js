/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Schools_S0_B1Inputs */

const en_lt_schools_s0_b1 = /** @type {(inputs: Lt_Schools_S0_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community content`)
};

const de_lt_schools_s0_b1 = /** @type {(inputs: Lt_Schools_S0_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community-Inhalte`)
};

const fr_lt_schools_s0_b1 = /** @type {(inputs: Lt_Schools_S0_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le contenu communautaire`)
};

const es_lt_schools_s0_b1 = /** @type {(inputs: Lt_Schools_S0_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenido de la comunidad`)
};

const pt_br2_lt_schools_s0_b1 = /** @type {(inputs: Lt_Schools_S0_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conteúdo da comunidade`)
};

const ja_lt_schools_s0_b1 = /** @type {(inputs: Lt_Schools_S0_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コミュニティコンテンツ`)
};

const ko_lt_schools_s0_b1 = /** @type {(inputs: Lt_Schools_S0_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`커뮤니티 콘텐츠`)
};

/**
* | output |
* | --- |
* | "Community content" |
*
* @param {Lt_Schools_S0_B1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_schools_s0_b1 = /** @type {((inputs?: Lt_Schools_S0_B1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Schools_S0_B1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_schools_s0_b1(inputs)
	if (locale === "fr") return fr_lt_schools_s0_b1(inputs)
	if (locale === "es") return es_lt_schools_s0_b1(inputs)
	if (locale === "pt-BR") return pt_br2_lt_schools_s0_b1(inputs)
	if (locale === "ja") return ja_lt_schools_s0_b1(inputs)
	if (locale === "ko") return ko_lt_schools_s0_b1(inputs)
	return en_lt_schools_s0_b1(inputs)
});