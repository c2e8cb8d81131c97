/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Kind_CenterInputs */

const en_adr_kind_center = /** @type {(inputs: Adr_Kind_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN center`)
};

const de_adr_kind_center = /** @type {(inputs: Adr_Kind_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Center`)
};

const fr_adr_kind_center = /** @type {(inputs: Adr_Kind_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centre LAN`)
};

const es_adr_kind_center = /** @type {(inputs: Adr_Kind_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centro LAN`)
};

const pt_br2_adr_kind_center = /** @type {(inputs: Adr_Kind_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centro LAN`)
};

const ja_adr_kind_center = /** @type {(inputs: Adr_Kind_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンター`)
};

const ko_adr_kind_center = /** @type {(inputs: Adr_Kind_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터`)
};

/**
* | output |
* | --- |
* | "LAN center" |
*
* @param {Adr_Kind_CenterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_kind_center = /** @type {((inputs?: Adr_Kind_CenterInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Kind_CenterInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_kind_center(inputs)
	if (locale === "fr") return fr_adr_kind_center(inputs)
	if (locale === "es") return es_adr_kind_center(inputs)
	if (locale === "pt-BR") return pt_br2_adr_kind_center(inputs)
	if (locale === "ja") return ja_adr_kind_center(inputs)
	if (locale === "ko") return ko_adr_kind_center(inputs)
	return en_adr_kind_center(inputs)
});