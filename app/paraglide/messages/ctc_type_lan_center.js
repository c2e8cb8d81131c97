/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ctc_Type_Lan_CenterInputs */

const en_ctc_type_lan_center = /** @type {(inputs: Ctc_Type_Lan_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN center`)
};

const de_ctc_type_lan_center = /** @type {(inputs: Ctc_Type_Lan_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Center`)
};

const fr_ctc_type_lan_center = /** @type {(inputs: Ctc_Type_Lan_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN center`)
};

const es_ctc_type_lan_center = /** @type {(inputs: Ctc_Type_Lan_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN center`)
};

const pt_br2_ctc_type_lan_center = /** @type {(inputs: Ctc_Type_Lan_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN center`)
};

const ja_ctc_type_lan_center = /** @type {(inputs: Ctc_Type_Lan_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN センター`)
};

const ko_ctc_type_lan_center = /** @type {(inputs: Ctc_Type_Lan_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터`)
};

/**
* | output |
* | --- |
* | "LAN center" |
*
* @param {Ctc_Type_Lan_CenterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ctc_type_lan_center = /** @type {((inputs?: Ctc_Type_Lan_CenterInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ctc_Type_Lan_CenterInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ctc_type_lan_center(inputs)
	if (locale === "fr") return fr_ctc_type_lan_center(inputs)
	if (locale === "es") return es_ctc_type_lan_center(inputs)
	if (locale === "pt-BR") return pt_br2_ctc_type_lan_center(inputs)
	if (locale === "ja") return ja_ctc_type_lan_center(inputs)
	if (locale === "ko") return ko_ctc_type_lan_center(inputs)
	return en_ctc_type_lan_center(inputs)
});