/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Cover_ImageInputs */

const en_reg_cover_image = /** @type {(inputs: Reg_Cover_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cover image`)
};

const de_reg_cover_image = /** @type {(inputs: Reg_Cover_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titelbild`)
};

const fr_reg_cover_image = /** @type {(inputs: Reg_Cover_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image de couverture`)
};

const es_reg_cover_image = /** @type {(inputs: Reg_Cover_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imagen de portada`)
};

const pt_br2_reg_cover_image = /** @type {(inputs: Reg_Cover_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imagem de capa`)
};

const ja_reg_cover_image = /** @type {(inputs: Reg_Cover_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`カバー画像`)
};

const ko_reg_cover_image = /** @type {(inputs: Reg_Cover_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`커버 이미지`)
};

/**
* | output |
* | --- |
* | "Cover image" |
*
* @param {Reg_Cover_ImageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_cover_image = /** @type {((inputs?: Reg_Cover_ImageInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Cover_ImageInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_cover_image(inputs)
	if (locale === "fr") return fr_reg_cover_image(inputs)
	if (locale === "es") return es_reg_cover_image(inputs)
	if (locale === "pt-BR") return pt_br2_reg_cover_image(inputs)
	if (locale === "ja") return ja_reg_cover_image(inputs)
	if (locale === "ko") return ko_reg_cover_image(inputs)
	return en_reg_cover_image(inputs)
});