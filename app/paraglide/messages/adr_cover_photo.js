/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Cover_PhotoInputs */

const en_adr_cover_photo = /** @type {(inputs: Adr_Cover_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cover photo`)
};

const de_adr_cover_photo = /** @type {(inputs: Adr_Cover_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titelbild`)
};

const fr_adr_cover_photo = /** @type {(inputs: Adr_Cover_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo de couverture`)
};

const es_adr_cover_photo = /** @type {(inputs: Adr_Cover_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto de portada`)
};

const pt_br2_adr_cover_photo = /** @type {(inputs: Adr_Cover_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto de capa`)
};

const ja_adr_cover_photo = /** @type {(inputs: Adr_Cover_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`カバー写真`)
};

const ko_adr_cover_photo = /** @type {(inputs: Adr_Cover_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`표지 사진`)
};

/**
* | output |
* | --- |
* | "Cover photo" |
*
* @param {Adr_Cover_PhotoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_cover_photo = /** @type {((inputs?: Adr_Cover_PhotoInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Cover_PhotoInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_cover_photo(inputs)
	if (locale === "fr") return fr_adr_cover_photo(inputs)
	if (locale === "es") return es_adr_cover_photo(inputs)
	if (locale === "pt-BR") return pt_br2_adr_cover_photo(inputs)
	if (locale === "ja") return ja_adr_cover_photo(inputs)
	if (locale === "ko") return ko_adr_cover_photo(inputs)
	return en_adr_cover_photo(inputs)
});