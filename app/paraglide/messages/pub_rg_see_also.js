/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Pub_Rg_See_AlsoInputs */

const en_pub_rg_see_also = /** @type {(inputs: Pub_Rg_See_AlsoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`See also our ${i?.link}.`)
};

const de_pub_rg_see_also = /** @type {(inputs: Pub_Rg_See_AlsoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Siehe auch unsere ${i?.link}.`)
};

const fr_pub_rg_see_also = /** @type {(inputs: Pub_Rg_See_AlsoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voir aussi notre ${i?.link}.`)
};

const es_pub_rg_see_also = /** @type {(inputs: Pub_Rg_See_AlsoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Consulta también nuestra ${i?.link}.`)
};

const pt_br2_pub_rg_see_also = /** @type {(inputs: Pub_Rg_See_AlsoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Veja também nossa ${i?.link}.`)
};

const ja_pub_rg_see_also = /** @type {(inputs: Pub_Rg_See_AlsoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link}もご覧ください。`)
};

const ko_pub_rg_see_also = /** @type {(inputs: Pub_Rg_See_AlsoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link}도 참고하세요.`)
};

/**
* | output |
* | --- |
* | "See also our {link}." |
*
* @param {Pub_Rg_See_AlsoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_see_also = /** @type {((inputs: Pub_Rg_See_AlsoInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_See_AlsoInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_see_also(inputs)
	if (locale === "fr") return fr_pub_rg_see_also(inputs)
	if (locale === "es") return es_pub_rg_see_also(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_see_also(inputs)
	if (locale === "ja") return ja_pub_rg_see_also(inputs)
	if (locale === "ko") return ko_pub_rg_see_also(inputs)
	return en_pub_rg_see_also(inputs)
});