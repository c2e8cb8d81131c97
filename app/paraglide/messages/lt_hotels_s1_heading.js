/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Hotels_S1_HeadingInputs */

const en_lt_hotels_s1_heading = /** @type {(inputs: Lt_Hotels_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vendor Partnerships`)
};

const de_lt_hotels_s1_heading = /** @type {(inputs: Lt_Hotels_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partnerschaften mit Anbietern`)
};

const fr_lt_hotels_s1_heading = /** @type {(inputs: Lt_Hotels_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partenariats fournisseurs`)
};

const es_lt_hotels_s1_heading = /** @type {(inputs: Lt_Hotels_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alianzas con proveedores`)
};

const pt_br2_lt_hotels_s1_heading = /** @type {(inputs: Lt_Hotels_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcerias com fornecedores`)
};

const ja_lt_hotels_s1_heading = /** @type {(inputs: Lt_Hotels_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ベンダーとの提携`)
};

const ko_lt_hotels_s1_heading = /** @type {(inputs: Lt_Hotels_S1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`공급업체 파트너십`)
};

/**
* | output |
* | --- |
* | "Vendor Partnerships" |
*
* @param {Lt_Hotels_S1_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_hotels_s1_heading = /** @type {((inputs?: Lt_Hotels_S1_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Hotels_S1_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_hotels_s1_heading(inputs)
	if (locale === "fr") return fr_lt_hotels_s1_heading(inputs)
	if (locale === "es") return es_lt_hotels_s1_heading(inputs)
	if (locale === "pt-BR") return pt_br2_lt_hotels_s1_heading(inputs)
	if (locale === "ja") return ja_lt_hotels_s1_heading(inputs)
	if (locale === "ko") return ko_lt_hotels_s1_heading(inputs)
	return en_lt_hotels_s1_heading(inputs)
});