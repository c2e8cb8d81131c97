/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Kind_CenterInputs */

const en_me_kind_center = /** @type {(inputs: Me_Kind_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN center`)
};

const de_me_kind_center = /** @type {(inputs: Me_Kind_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Center`)
};

const fr_me_kind_center = /** @type {(inputs: Me_Kind_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN center`)
};

const es_me_kind_center = /** @type {(inputs: Me_Kind_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN center`)
};

const pt_br2_me_kind_center = /** @type {(inputs: Me_Kind_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN center`)
};

const ja_me_kind_center = /** @type {(inputs: Me_Kind_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンター`)
};

const ko_me_kind_center = /** @type {(inputs: Me_Kind_CenterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터`)
};

/**
* | output |
* | --- |
* | "LAN center" |
*
* @param {Me_Kind_CenterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_kind_center = /** @type {((inputs?: Me_Kind_CenterInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Kind_CenterInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_kind_center(inputs)
	if (locale === "fr") return fr_me_kind_center(inputs)
	if (locale === "es") return es_me_kind_center(inputs)
	if (locale === "pt-BR") return pt_br2_me_kind_center(inputs)
	if (locale === "ja") return ja_me_kind_center(inputs)
	if (locale === "ko") return ko_me_kind_center(inputs)
	return en_me_kind_center(inputs)
});