/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adl_GrantInputs */

const en_adl_grant = /** @type {(inputs: Adl_GrantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grant complimentary listing`)
};

const de_adl_grant = /** @type {(inputs: Adl_GrantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kostenlosen Eintrag gewähren`)
};

const fr_adl_grant = /** @type {(inputs: Adl_GrantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offrir le référencement`)
};

const es_adl_grant = /** @type {(inputs: Adl_GrantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conceder anuncio gratuito`)
};

const pt_br2_adl_grant = /** @type {(inputs: Adl_GrantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conceder listagem cortesia`)
};

const ja_adl_grant = /** @type {(inputs: Adl_GrantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無償掲載を付与`)
};

const ko_adl_grant = /** @type {(inputs: Adl_GrantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`무료 등재 부여`)
};

/**
* | output |
* | --- |
* | "Grant complimentary listing" |
*
* @param {Adl_GrantInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adl_grant = /** @type {((inputs?: Adl_GrantInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adl_GrantInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adl_grant(inputs)
	if (locale === "fr") return fr_adl_grant(inputs)
	if (locale === "es") return es_adl_grant(inputs)
	if (locale === "pt-BR") return pt_br2_adl_grant(inputs)
	if (locale === "ja") return ja_adl_grant(inputs)
	if (locale === "ko") return ko_adl_grant(inputs)
	return en_adl_grant(inputs)
});