/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_Kind_CenterInputs */

const en_ins_kind_center = /** @type {(inputs: Ins_Kind_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN center`)
};

const de_ins_kind_center = /** @type {(inputs: Ins_Kind_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Center`)
};

const fr_ins_kind_center = /** @type {(inputs: Ins_Kind_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`centre LAN`)
};

const es_ins_kind_center = /** @type {(inputs: Ins_Kind_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`centro LAN`)
};

const pt_br2_ins_kind_center = /** @type {(inputs: Ins_Kind_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`centro LAN`)
};

const ja_ins_kind_center = /** @type {(inputs: Ins_Kind_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンター`)
};

const ko_ins_kind_center = /** @type {(inputs: Ins_Kind_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터`)
};

/**
* | output |
* | --- |
* | "LAN center" |
*
* @param {Ins_Kind_CenterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_kind_center = /** @type {((inputs?: Ins_Kind_CenterInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_Kind_CenterInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_kind_center(inputs)
	if (locale === "fr") return fr_ins_kind_center(inputs)
	if (locale === "es") return es_ins_kind_center(inputs)
	if (locale === "pt-BR") return pt_br2_ins_kind_center(inputs)
	if (locale === "ja") return ja_ins_kind_center(inputs)
	if (locale === "ko") return ko_ins_kind_center(inputs)
	return en_ins_kind_center(inputs)
});