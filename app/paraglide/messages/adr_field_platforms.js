/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Field_PlatformsInputs */

const en_adr_field_platforms = /** @type {(inputs: Adr_Field_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platforms`)
};

const de_adr_field_platforms = /** @type {(inputs: Adr_Field_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plattformen`)
};

const fr_adr_field_platforms = /** @type {(inputs: Adr_Field_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plateformes`)
};

const es_adr_field_platforms = /** @type {(inputs: Adr_Field_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plataformas`)
};

const pt_br2_adr_field_platforms = /** @type {(inputs: Adr_Field_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plataformas`)
};

const ja_adr_field_platforms = /** @type {(inputs: Adr_Field_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プラットフォーム`)
};

const ko_adr_field_platforms = /** @type {(inputs: Adr_Field_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`플랫폼`)
};

/**
* | output |
* | --- |
* | "Platforms" |
*
* @param {Adr_Field_PlatformsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_field_platforms = /** @type {((inputs?: Adr_Field_PlatformsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Field_PlatformsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_field_platforms(inputs)
	if (locale === "fr") return fr_adr_field_platforms(inputs)
	if (locale === "es") return es_adr_field_platforms(inputs)
	if (locale === "pt-BR") return pt_br2_adr_field_platforms(inputs)
	if (locale === "ja") return ja_adr_field_platforms(inputs)
	if (locale === "ko") return ko_adr_field_platforms(inputs)
	return en_adr_field_platforms(inputs)
});