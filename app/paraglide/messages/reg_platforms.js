/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_PlatformsInputs */

const en_reg_platforms = /** @type {(inputs: Reg_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platforms`)
};

const de_reg_platforms = /** @type {(inputs: Reg_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plattformen`)
};

const fr_reg_platforms = /** @type {(inputs: Reg_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plateformes`)
};

const es_reg_platforms = /** @type {(inputs: Reg_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plataformas`)
};

const pt_br2_reg_platforms = /** @type {(inputs: Reg_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plataformas`)
};

const ja_reg_platforms = /** @type {(inputs: Reg_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プラットフォーム`)
};

const ko_reg_platforms = /** @type {(inputs: Reg_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`플랫폼`)
};

/**
* | output |
* | --- |
* | "Platforms" |
*
* @param {Reg_PlatformsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_platforms = /** @type {((inputs?: Reg_PlatformsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_PlatformsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_platforms(inputs)
	if (locale === "fr") return fr_reg_platforms(inputs)
	if (locale === "es") return es_reg_platforms(inputs)
	if (locale === "pt-BR") return pt_br2_reg_platforms(inputs)
	if (locale === "ja") return ja_reg_platforms(inputs)
	if (locale === "ko") return ko_reg_platforms(inputs)
	return en_reg_platforms(inputs)
});