/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Kind_CommunityInputs */

const en_adr_kind_community = /** @type {(inputs: Adr_Kind_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community`)
};

const de_adr_kind_community = /** @type {(inputs: Adr_Kind_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community`)
};

const fr_adr_kind_community = /** @type {(inputs: Adr_Kind_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Communauté`)
};

const es_adr_kind_community = /** @type {(inputs: Adr_Kind_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comunidad`)
};

const pt_br2_adr_kind_community = /** @type {(inputs: Adr_Kind_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comunidade`)
};

const ja_adr_kind_community = /** @type {(inputs: Adr_Kind_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コミュニティ`)
};

const ko_adr_kind_community = /** @type {(inputs: Adr_Kind_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`커뮤니티`)
};

/**
* | output |
* | --- |
* | "Community" |
*
* @param {Adr_Kind_CommunityInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_kind_community = /** @type {((inputs?: Adr_Kind_CommunityInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Kind_CommunityInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_kind_community(inputs)
	if (locale === "fr") return fr_adr_kind_community(inputs)
	if (locale === "es") return es_adr_kind_community(inputs)
	if (locale === "pt-BR") return pt_br2_adr_kind_community(inputs)
	if (locale === "ja") return ja_adr_kind_community(inputs)
	if (locale === "ko") return ko_adr_kind_community(inputs)
	return en_adr_kind_community(inputs)
});